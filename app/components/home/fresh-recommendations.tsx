import { Link } from "react-router";
import { ListingGrid } from "~/app/components/listing/listing-grid";
import type { ListingCardView } from "~/domain/listings/listing-views";

export function FreshRecommendations({
  listings,
  favorites,
}: {
  listings: ListingCardView[];
  /** The ids the signed-in user saved; null for a visitor. */
  favorites: ReadonlySet<number> | null;
}) {
  return (
    <section aria-labelledby="fresh-heading">
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h2 id="fresh-heading" className="text-xl font-bold">
          Fresh recommendations
        </h2>
        <Link to="/products" className="text-sm font-semibold underline underline-offset-2">
          View all
        </Link>
      </div>
      {listings.length > 0 ? (
        // Below the categories on a phone: no photo here is the first thing painted, so none gets high priority.
        <ListingGrid listings={listings} favorites={favorites} firstHighPriority={false} />
      ) : (
        <p className="rounded-lg bg-white p-6 text-center">
          No ads here yet.{" "}
          <Link to="/sell" className="font-semibold underline">
            Post the first one
          </Link>
        </p>
      )}
    </section>
  );
}
