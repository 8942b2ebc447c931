import { MessageCircle } from "lucide-react";
import { useEffect } from "react";
import { useFetcher, useNavigate } from "react-router";
import { useHydrated } from "~/app/hooks/use-hydrated";
import { useToast } from "~/app/hooks/use-toast";
import { m } from "~/i18n/paraglide/messages";
import { OWN_LISTING_TOAST } from "./contact-toasts";
import type { ProductActionData } from "./product-action.server";

/**
 * Posts to the ad page's action, which decides: log in first, "This is your listing", or /messages/new with the
 * ad and the seller (in the URL and, with JavaScript, in the navigation state too).
 */
export function ContactSeller({ isOwner }: { isOwner: boolean }) {
  const fetcher = useFetcher<ProductActionData>();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { toast } = useToast();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if ("contact" in fetcher.data) navigate(fetcher.data.url, { state: fetcher.data.contact });
    else if ("toast" in fetcher.data) toast(fetcher.data.toast);
  }, [fetcher.state, fetcher.data, navigate, toast]);

  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      onSubmit={(event) => {
        if (!isOwner) return;
        event.preventDefault();
        toast(OWN_LISTING_TOAST);
      }}
    >
      <input type="hidden" name="intent" value="contact" />
      {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
      <button
        type="submit"
        disabled={busy}
        className="flex w-full items-center justify-center gap-2 rounded-md bg-brand px-4 py-3 font-semibold text-white hover:bg-brand/90 disabled:opacity-70"
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        {m.product_contact_seller()}
      </button>
    </fetcher.Form>
  );
}
