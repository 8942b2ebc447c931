import { Link } from "react-router";
import { ListingGrid } from "~/app/components/listing/listing-grid";
import type { ListingCardView } from "~/domain/listings/listing-views";
import { m } from "~/i18n/paraglide/messages";

export function FreshRecommendations({
  listings,
  favorites,
  near,
}: {
  listings: ListingCardView[];
  /** The ids the signed-in user saved; null for a visitor. */
  favorites: ReadonlySet<number> | null;
  /** The chosen town, the distances offered and the one chosen, when the location has a point. */
  near: { name: string; radiusKm: number | null; choices: readonly number[] } | null;
}) {
  const radius = near?.radiusKm ? `?radius=${near.radiusKm}` : "";
  return (
    <section aria-labelledby="fresh-heading">
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h2 id="fresh-heading" className="text-xl font-bold">
          {m.shell_home_fresh()}
        </h2>
        <Link to={`/products${radius}`} className="tap text-sm font-semibold underline underline-offset-2">
          {m.shell_home_view_all()}
        </Link>
      </div>
      {near ? (
        // Links, so a tap works before the scripts arrive; the page answers with the ads that near.
        <nav
          aria-label={m.shell_home_distance_from({ place: near.name })}
          className="mb-3 flex flex-wrap gap-2 text-sm"
        >
          {[...near.choices, null].map((km) => (
            <Link
              key={km ?? "any"}
              to={km ? `/?radius=${km}` : "/"}
              preventScrollReset
              aria-current={near.radiusKm === km ? "page" : undefined}
              className="tap rounded-full border border-slate-300 px-3 font-semibold aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-white"
            >
              {km ? m.shell_home_within_km({ km: String(km) }) : m.shell_home_any_distance()}
            </Link>
          ))}
        </nav>
      ) : null}
      {listings.length > 0 ? (
        // Below the categories on a phone: no photo here is the first thing painted, so none gets high priority.
        <ListingGrid listings={listings} favorites={favorites} firstHighPriority={false} />
      ) : (
        <p className="rounded-lg bg-white p-6 text-center">
          {near?.radiusKm
            ? m.shell_home_no_ads_within({ km: String(near.radiusKm), place: near.name })
            : m.shell_home_no_ads()}{" "}
          <Link to="/sell" className="font-semibold underline">
            {m.shell_home_post_first()}
          </Link>
        </p>
      )}
    </section>
  );
}
