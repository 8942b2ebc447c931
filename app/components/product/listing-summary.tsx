import { MapPin, Star } from "lucide-react";
import { FavoriteButton } from "~/app/components/listing/favorite-button";
import { formatPostedDate } from "~/app/components/listing/format";
import { Price } from "~/app/components/listing/price";
import { AddToCartButton } from "~/app/components/store/add-to-cart-button";
import { isListingAvailable, type ListingDetailView } from "~/domain/listings/listing-views";
import { m } from "~/i18n/paraglide/messages";
import { ContactSeller } from "./contact-seller";
import { type PhoneAccess, SellerPhone } from "./seller-phone";

export interface Viewer {
  isOwner: boolean;
  /** Whether the signed-in user saved the ad; null for a visitor. */
  favorite: boolean | null;
  phone: PhoneAccess;
}

/**
 * Price, title, place, date and rating, the heart, and while the ad can still be answered: Contact Seller, the
 * seller's number on request, and Add to cart (the page shows in the store theme).
 */
export function ListingSummary({ listing, viewer }: { listing: ListingDetailView; viewer: Viewer }) {
  const place = [listing.locality, listing.city, listing.state].filter(Boolean).join(", ");
  const available = isListingAvailable(listing);
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-col gap-2">
          {listing.featured ? (
            <span className="self-start rounded bg-sell px-2 py-0.5 text-xs font-bold uppercase">
              {m.product_summary_featured()}
            </span>
          ) : null}
          <Price price={listing.price} priceText={listing.priceText} className="text-3xl font-extrabold" />
        </div>
        <FavoriteButton listingId={listing.id} favorite={viewer.favorite} look="page" />
      </div>
      <h1 className="text-xl font-semibold break-words">{listing.title}</h1>
      <p className="flex items-start gap-1.5 text-sm text-slate-700">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {place}
      </p>
      <div className="flex items-center justify-between text-sm text-slate-700">
        <span>
          {m.product_summary_posted_on()}{" "}
          <time dateTime={listing.postedAt}>{formatPostedDate(listing.postedAt)}</time>
        </span>
        <Rating rating={listing.rating} reviews={listing.reviewsCount} />
      </div>
      {available ? (
        <>
          <ContactSeller isOwner={viewer.isOwner} />
          <SellerPhone
            access={viewer.phone}
            loginHref={`/login?redirectTo=${encodeURIComponent(`/product/${listing.id}`)}`}
          />
          {listing.status === "active" && !viewer.isOwner ? (
            <AddToCartButton
              listing={{ ...listing, cover: listing.photos[0] ?? null }}
              className="w-full border border-brand bg-white text-brand hover:bg-surface"
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** Spec: the rating, or 'New' when there is none yet. */
function Rating({ rating, reviews }: { rating: number; reviews: number }) {
  if (rating <= 0)
    return (
      <span className="rounded bg-brand-light/30 px-2 py-0.5 font-semibold">{m.product_summary_new()}</span>
    );
  return (
    <span className="flex items-center gap-1">
      <Star aria-hidden="true" className="size-4 fill-sell text-sell" />
      {rating.toFixed(1)}
      <span className="sr-only"> {m.product_summary_out_of_5()}</span>
      {reviews > 0 ? ` (${reviews})` : ""}
    </span>
  );
}
