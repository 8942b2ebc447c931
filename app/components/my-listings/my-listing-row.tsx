import { Eye, Heart } from "lucide-react";
import { Link } from "react-router";
import { around } from "~/app/components/auth/message-parts";
import { formatNumber, formatPostedDate } from "~/app/components/listing/format";
import { ListingPhoto } from "~/app/components/listing/listing-photo";
import { Price } from "~/app/components/listing/price";
import { StatusBadge } from "~/app/components/listing/status-badge";
import type { MyListingView } from "~/domain/listings/list-my-listings.server";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";
import { ListingActions } from "./listing-actions";

/** One of the owner's ads: cover, title, price, status, views, favorites, dates and the actions. */
export function MyListingRow({ listing, confirmHref }: { listing: MyListingView; confirmHref: string }) {
  const { viewsCount, favoritesCount, status } = listing;
  const expiry =
    status === "expired"
      ? m.account_my_listings_expired_on({ date: formatPostedDate(listing.expiresAt) })
      : status === "sold"
        ? null
        : m.account_my_listings_expires_on({ date: formatPostedDate(listing.expiresAt) });
  const [postedBefore, postedAfter] = around((x) => m.account_my_listings_posted_on({ date: x }));
  return (
    <article
      aria-labelledby={`my-listing-${listing.id}`}
      className="flex gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm sm:gap-4"
    >
      <div className="w-24 shrink-0 overflow-hidden rounded sm:w-40">
        <ListingPhoto photo={listing.cover} sizes="(min-width: 640px) 160px, 96px" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={`my-listing-${listing.id}`} className="min-w-0 font-semibold break-words">
            <Link to={`/product/${listing.id}`} className="flex min-h-11 items-center hover:underline">
              {listing.title}
            </Link>
          </h2>
          <StatusBadge status={status} />
        </div>
        <Price price={listing.price} priceText={listing.priceText} className="text-lg font-bold text-brand" />
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <span className="flex items-center gap-1">
            <Eye aria-hidden="true" className="size-4" />
            {(viewsCount === 1 ? m.account_my_listings_views_one : m.account_my_listings_views_other)({
              count: formatNumber(viewsCount),
            })}
          </span>
          <span className="flex items-center gap-1">
            <Heart aria-hidden="true" className="size-4" />
            {(favoritesCount === 1
              ? m.account_my_listings_favorites_one
              : m.account_my_listings_favorites_other)({ count: formatNumber(favoritesCount) })}
          </span>
        </p>
        <p className="text-xs text-slate-600">
          {postedBefore}
          <time dateTime={listing.postedAt}>{formatPostedDate(listing.postedAt)}</time>
          {postedAfter}
          {expiry ? ` · ${expiry}` : null}
        </p>
        {status === "pending" ? (
          <p className="rounded bg-sky-50 p-2 text-sm text-sky-950">{m.account_my_listings_pending()}</p>
        ) : null}
        {listing.removedReason ? (
          <p className="rounded bg-red-50 p-2 text-sm text-red-900">
            {m.account_my_listings_removed({ reason: localizeText(listing.removedReason) })}
          </p>
        ) : null}
        <ListingActions listing={listing} confirmHref={confirmHref} />
      </div>
    </article>
  );
}
