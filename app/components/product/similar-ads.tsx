import { ListingGrid } from "~/app/components/listing/listing-grid";
import type { ListingCardView } from "~/domain/listings/listing-views";
import { m } from "~/i18n/paraglide/messages";

/** "Similar ads" under an ad, or under the page that says it is gone; nothing when there are none. */
export function SimilarAds({
  similar,
  favorites,
}: {
  similar: ListingCardView[];
  favorites: ReadonlySet<number> | null;
}) {
  if (similar.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading">
      <h2 id="similar-heading" className="mb-3 text-xl font-bold">
        {m.product_similar_heading()}
      </h2>
      <ListingGrid listings={similar} eagerCount={0} favorites={favorites} />
    </section>
  );
}
