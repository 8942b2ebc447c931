import type { ListingCardView, ListingStatus } from "~/domain/listings/listing-views";
import { ListingCard } from "./listing-card";

/** How many cards the widest grid row holds; those load eagerly. */
const FIRST_ROW = 4;

export function ListingGrid({
  listings,
  layout = "grid",
  headingLevel = 3,
  eagerCount = FIRST_ROW,
  favorites = null,
}: {
  listings: (ListingCardView & { status?: ListingStatus })[];
  /** The ids the signed-in user saved; null for a visitor. */
  favorites?: ReadonlySet<number> | null;
  layout?: "grid" | "list";
  headingLevel?: 2 | 3;
  eagerCount?: number;
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
            eager={index < (layout === "list" ? 2 : eagerCount)}
            headingLevel={headingLevel}
            favorite={favorites ? favorites.has(listing.id) : null}
            status={listing.status}
          />
        </li>
      ))}
    </ul>
  );
}
