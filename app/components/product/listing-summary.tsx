import { MapPin, Star } from "lucide-react";
import { formatPostedDate } from "~/app/components/listing/format";
import { Price } from "~/app/components/listing/price";
import { isListingAvailable, type ListingDetailView } from "~/domain/listings/listing-views";
import { ContactSeller } from "./contact-seller";

/** Price, title, place, date and rating, and Contact Seller while the ad can still be answered. */
export function ListingSummary({ listing }: { listing: ListingDetailView }) {
  const place = [listing.locality, listing.city, listing.state].filter(Boolean).join(", ");
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      {listing.featured ? (
        <span className="self-start rounded bg-sell px-2 py-0.5 text-xs font-bold uppercase">Featured</span>
      ) : null}
      <Price price={listing.price} priceText={listing.priceText} className="text-3xl font-extrabold" />
      <h1 className="text-xl font-semibold break-words">{listing.title}</h1>
      <p className="flex items-start gap-1.5 text-sm text-slate-700">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {place}
      </p>
      <div className="flex items-center justify-between text-sm text-slate-700">
        <span>
          Posted on <time dateTime={listing.postedAt}>{formatPostedDate(listing.postedAt)}</time>
        </span>
        <Rating rating={listing.rating} reviews={listing.reviewsCount} />
      </div>
      {isListingAvailable(listing) ? <ContactSeller /> : null}
    </div>
  );
}

/** Spec: the rating, or 'New' when there is none yet. */
function Rating({ rating, reviews }: { rating: number; reviews: number }) {
  if (rating <= 0) return <span className="rounded bg-brand-light/30 px-2 py-0.5 font-semibold">New</span>;
  return (
    <span className="flex items-center gap-1">
      <Star aria-hidden="true" className="size-4 fill-sell text-sell" />
      {rating.toFixed(1)}
      <span className="sr-only"> out of 5</span>
      {reviews > 0 ? ` (${reviews})` : ""}
    </span>
  );
}
