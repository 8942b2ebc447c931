import * as Dialog from "@radix-ui/react-dialog";
import { Trash2 } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useHydrated } from "~/app/hooks/use-hydrated";
import { m } from "~/i18n/paraglide/messages";

// The spec's confirmation, word for word (in the page's language, so read while rendering).
const TITLE = () => m.account_my_listings_delete_title();
const DESCRIPTION = () => m.account_my_listings_delete_description();

const cancelStyle =
  "inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold hover:bg-surface";
const deleteStyle =
  "inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-70";

/**
 * "Delete" asks first. With JavaScript, in a modal alert dialog; without, the button is a link to
 * `?delete={id}`, where the page shows the same question inline (DeleteConfirmation).
 */
export function DeleteListingButton({
  listingId,
  title,
  confirmHref,
  className,
}: {
  listingId: number;
  title: string;
  confirmHref: string;
  className: string;
}) {
  const hydrated = useHydrated();
  const cancel = useRef<HTMLButtonElement>(null);
  const label = (
    <>
      <Trash2 aria-hidden="true" className="size-4" />
      {m.account_my_listings_delete()}
      <span className="sr-only"> {title}</span>
    </>
  );
  if (!hydrated) {
    return (
      <Link to={confirmHref} preventScrollReset className={className}>
        {label}
      </Link>
    );
  }
  return (
    <Dialog.Root>
      <Dialog.Trigger className={className}>{label}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancel.current?.focus();
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-2xl"
        >
          <Dialog.Title className="text-lg font-bold">{TITLE()}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">{DESCRIPTION()}</Dialog.Description>
          <ConfirmButtons listingId={listingId}>
            <Dialog.Close ref={cancel} className={cancelStyle}>
              {m.account_my_listings_cancel()}
            </Dialog.Close>
          </ConfirmButtons>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The same question on the page itself, for a browser without JavaScript. */
export function DeleteConfirmation({
  listingId,
  title,
  cancelHref,
}: {
  listingId: number;
  title: string;
  cancelHref: string;
}) {
  return (
    <section
      role="alertdialog"
      aria-labelledby="confirm-delete-title"
      aria-describedby="confirm-delete-description"
      className="rounded-lg border-2 border-red-300 bg-white p-5"
    >
      <h2 id="confirm-delete-title" className="text-lg font-bold">
        {TITLE()}
      </h2>
      <p id="confirm-delete-description" className="mt-2 text-slate-700">
        {DESCRIPTION()}
      </p>
      <p className="mt-1 text-sm text-slate-600">{m.account_my_listings_listing({ title })}</p>
      <ConfirmButtons listingId={listingId}>
        <Link to={cancelHref} preventScrollReset className={cancelStyle}>
          {m.account_my_listings_cancel()}
        </Link>
      </ConfirmButtons>
    </section>
  );
}

function ConfirmButtons({ listingId, children }: { listingId: number; children: ReactNode }) {
  const navigation = useNavigation();
  const deleting =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "delete" &&
    navigation.formData?.get("listingId") === String(listingId);
  return (
    <Form method="post" preventScrollReset className="mt-6 flex flex-wrap justify-end gap-3">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="listingId" value={listingId} />
      {children}
      <button type="submit" disabled={deleting} className={deleteStyle}>
        {deleting ? m.account_my_listings_deleting() : m.account_my_listings_delete()}
      </button>
    </Form>
  );
}
