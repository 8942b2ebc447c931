import { CircleCheck, EyeOff, Pencil, RefreshCw, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { MyListingView } from "~/domain/listings/list-my-listings.server";
import { m } from "~/i18n/paraglide/messages";
import { DeleteListingButton } from "./delete-listing-dialog";

const button =
  "inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 min-h-11 text-sm font-semibold hover:bg-surface disabled:opacity-60";

/** What the owner can do with an ad in its current status; every button is a plain form post. */
export function ListingActions({ listing, confirmHref }: { listing: MyListingView; confirmHref: string }) {
  const { id, status, title } = listing;
  // Removed by the moderators: nothing to do with it any more (the reason is shown above).
  if (status === "removed") return null;
  return (
    <div className="flex flex-wrap gap-2 pt-2">
      {status !== "sold" ? (
        <Link to={`/sell/${id}/edit`} className={button}>
          <Pencil aria-hidden="true" className="size-4" />
          {m.account_my_listings_edit()}
          <span className="sr-only"> {title}</span>
        </Link>
      ) : null}
      {status === "expired" ? (
        <ActionForm
          listingId={id}
          title={title}
          intent="renew"
          icon={<RefreshCw aria-hidden="true" className="size-4" />}
        >
          {m.account_my_listings_renew()}
        </ActionForm>
      ) : null}
      {/* A held ad is not up yet: it can be edited or deleted while it waits, nothing else. */}
      {status !== "sold" && status !== "pending" ? (
        <ActionForm
          listingId={id}
          title={title}
          status="sold"
          icon={<CircleCheck aria-hidden="true" className="size-4" />}
        >
          {m.account_my_listings_mark_sold()}
        </ActionForm>
      ) : null}
      {status === "active" || status === "reserved" ? (
        <ActionForm
          listingId={id}
          title={title}
          status="inactive"
          icon={<EyeOff aria-hidden="true" className="size-4" />}
        >
          {m.account_my_listings_deactivate()}
        </ActionForm>
      ) : null}
      {status === "inactive" ? (
        <ActionForm
          listingId={id}
          title={title}
          status="active"
          icon={<RotateCcw aria-hidden="true" className="size-4" />}
        >
          {m.account_my_listings_reactivate()}
        </ActionForm>
      ) : null}
      <DeleteListingButton listingId={id} title={title} confirmHref={confirmHref} className={button} />
    </div>
  );
}

function ActionForm({
  listingId,
  title,
  intent = "status",
  status,
  icon,
  children,
}: {
  listingId: number;
  title: string;
  intent?: "status" | "renew";
  status?: "sold" | "inactive" | "active";
  icon: ReactNode;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formData?.get("listingId") === String(listingId) &&
    navigation.formData?.get("intent") === intent &&
    (status === undefined || navigation.formData?.get("status") === status);
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="listingId" value={listingId} />
      {status ? <input type="hidden" name="status" value={status} /> : null}
      <button type="submit" disabled={busy} className={button}>
        {icon}
        {children}
        <span className="sr-only"> {title}</span>
      </button>
    </Form>
  );
}
