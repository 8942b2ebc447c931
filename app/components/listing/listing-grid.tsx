import type { ListingCardView, ListingStatus } from "~/domain/listings/listing-views";
import { ListingCard } from "./listing-card";

/** How many cards the widest grid row holds; those load eagerly, the first with high priority. */
const FIRST_ROW = 4;

export function ListingGrid({
  listings,
  layout = "grid",
  headingLevel = 3,
  eagerCount = FIRST_ROW,
  firstHighPriority = true,
  favorites = null,
}: {
  listings: (ListingCardView & { status?: ListingStatus })[];
  /** The ids the signed-in user saved; null for a visitor. */
  favorites?: ReadonlySet<number> | null;
  layout?: "grid" | "list";
  headingLevel?: 2 | 3;
  eagerCount?: number;
  /** False where the grid is not the top of the page (home): no card photo is what a phone paints first. */
  firstHighPriority?: boolean;
}) {
  return (
    <ul
      className={
        layout === "list"
          ? "flex flex-col gap-3"
          : "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
      }
    >
      {listings.map((listing, index) => (
        <li key={listing.id} className="flex">
          <ListingCard
            listing={listing}
            layout={layout}
            eager={
              index < (layout === "list" ? 2 : eagerCount) &&
              (index === 0 && firstHighPriority ? "high" : true)
            }
            headingLevel={headingLevel}
            favorite={favorites ? favorites.has(listing.id) : null}
            status={listing.status}
          />
        </li>
      ))}
    </ul>
  );
}
