import { AppLink } from "~/app/components/ui/app-link";
import { Icon } from "~/app/components/ui/icon";
import type { ListingCardView, ListingStatus } from "~/domain/listings/listing-views";
import { m } from "~/i18n/paraglide/messages";
import { FavoriteButton } from "./favorite-button";
import { formatPostedDate } from "./format";
import { ListingPhoto } from "./listing-photo";
import { Price } from "./price";
import { StatusBadge } from "./status-badge";

export const GRID_SIZES =
  "(min-width: 1280px) 280px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw";

/**
 * One ad in a grid or list. The title link stretches over the whole card; the heart sits above it, so no
 * interactive element is nested in another.
 */
export function ListingCard({
  listing,
  eager = false,
  layout = "grid",
  headingLevel = 3,
  favorite = null,
  status,
}: {
  listing: ListingCardView;
  /** Whether the signed-in user saved it; null for a visitor. */
  favorite?: boolean | null;
  /** Shown as a badge unless active (a saved ad that has since sold, say). */
  status?: ListingStatus | undefined;
  /** The first row loads at once; the rest lazily. */
  eager?: boolean | "high";
  layout?: "grid" | "list";
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const list = layout === "list";
  return (
    <article
      className={`group relative flex w-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand hover:shadow-md ${list ? "flex-row" : "flex-col"}`}
    >
      <div className={`relative shrink-0 ${list ? "w-36 sm:w-56" : "w-full"}`}>
        <ListingPhoto
          photo={listing.cover}
          sizes={list ? "(min-width: 640px) 224px, 144px" : GRID_SIZES}
          eager={eager}
        />
        {listing.featured ? (
          <span className="absolute left-2 top-2 rounded bg-sell px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-brand">
            {m.browse_listing_featured()}
          </span>
        ) : null}
        {status && status !== "active" ? (
          <StatusBadge status={status} className="absolute bottom-2 left-2" />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3">
        <Price price={listing.price} priceText={listing.priceText} className="text-lg font-bold text-brand" />
        <Heading className="line-clamp-2 text-sm text-slate-700">
          <AppLink
            to={`/product/${listing.id}`}
            prefetch="intent"
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {listing.title}
          </AppLink>
        </Heading>
        {list && listing.excerpt ? (
          <p className="line-clamp-2 hidden text-sm text-slate-600 sm:block">{listing.excerpt}</p>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-2 pt-1 text-xs text-slate-600">
          <span className="flex min-w-0 items-center gap-1">
            <Icon name="map-pin" className="size-3.5 shrink-0" />
            <span className="truncate">
              {listing.locality ? `${listing.locality}, ${listing.city}` : listing.city}
            </span>
          </span>
          <time dateTime={listing.postedAt} className="shrink-0">
            {formatPostedDate(listing.postedAt)}
          </time>
        </div>
      </div>
      <FavoriteButton listingId={listing.id} favorite={favorite} className="absolute right-2 top-2" />
    </article>
  );
}
