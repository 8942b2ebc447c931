import { type ActionFunctionArgs, data } from "react-router";
import { requireUser } from "~/app/lib/session.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { changeListingStatus } from "~/domain/listings/change-listing-status.server";
import { deleteListing } from "~/domain/listings/delete-listing.server";
import type { OwnerStatus } from "~/domain/listings/listing-lifecycle";
import { LISTING_LIFETIME_DAYS } from "~/domain/listings/listing-lifecycle";
import { MyListingFormSchema } from "~/domain/listings/listing-status-schemas";
import { renewListing } from "~/domain/listings/renew-listing.server";
import { refusalOf } from "~/domain/shared/app-error-refusal";
import { m } from "~/i18n/paraglide/messages";

const STATUS_TOASTS: Record<OwnerStatus, { title: () => string; description: (title: string) => string }> = {
  sold: {
    title: m.account_my_listings_sold_title,
    description: (title) => m.account_my_listings_sold_description({ title }),
  },
  reserved: {
    title: m.account_my_listings_reserved_title,
    description: (title) => m.account_my_listings_reserved_description({ title }),
  },
  inactive: {
    title: m.account_my_listings_deactivated_title,
    description: (title) => m.account_my_listings_deactivated_description({ title }),
  },
  active: {
    title: m.account_my_listings_reactivated_title,
    description: (title) => m.account_my_listings_reactivated_description({ title }),
  },
};

/**
 * The buttons of My Listings: mark sold, deactivate, reactivate, renew, delete. Each answers with a redirect back
 * to the list and a toast, so they work as plain forms. Someone else's ad is a 404, like one that does not exist.
 */
export async function myListingsAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const page = new URL(request.url).searchParams.get("page");
  const back = page && /^\d{1,6}$/.test(page) && page !== "1" ? `/my-listings?page=${page}` : "/my-listings";
  const parsed = MyListingFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data("Unknown action.", { status: 400 });
  const form = parsed.data;
  const services = context.services;
  const input = { userId: user.id, listingId: form.listingId };
  try {
    if (form.intent === "delete") {
      const removed = await deleteListing(services, input);
      return redirectWithToast(back, {
        title: m.account_my_listings_deleted_title(),
        description: m.account_my_listings_deleted_description({ title: removed.title }),
      });
    }
    if (form.intent === "renew") {
      const renewed = await renewListing(services, input);
      return redirectWithToast(back, {
        title: m.account_my_listings_renewed_title(),
        description: m.account_my_listings_renewed_description({
          title: renewed.title,
          days: String(LISTING_LIFETIME_DAYS),
        }),
      });
    }
    const changed = await changeListingStatus(services, { ...input, status: form.status });
    const toast = STATUS_TOASTS[form.status];
    return redirectWithToast(back, { title: toast.title(), description: toast.description(changed.title) });
  } catch (err) {
    const refusal = refusalOf(err);
    if (refusal.code === "NOT_FOUND") throw data(refusal.message, { status: 404 });
    return redirectWithToast(back, {
      title: m.account_my_listings_update_failed(),
      description: refusal.message,
      variant: "destructive",
    });
  }
}
