import { X } from "lucide-react";
import { Link } from "react-router";
import { formatNumber } from "~/app/components/listing/format";
import { m } from "~/i18n/paraglide/messages";
import { conditionLabels, postedLabels } from "./filter-labels";
import { type ProductsQuery, productsSearch } from "./products-url";

interface ActiveFilter {
  label: string;
  /** The same results without this filter. */
  without: Partial<ProductsQuery>;
}

const rupees = (amount: number) => `₹${formatNumber(amount)}`;

/** The filters the results are narrowed by (the search words and the category are the heading, not chips). */
export function activeFilters(query: ProductsQuery): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  const { minPrice, maxPrice } = query;
  if (minPrice !== undefined || maxPrice !== undefined) {
    const label =
      maxPrice === undefined ? `${rupees(minPrice ?? 0)}+` : `${rupees(minPrice ?? 0)} – ${rupees(maxPrice)}`;
    filters.push({ label, without: { minPrice: undefined, maxPrice: undefined } });
  }
  for (const condition of query.conditions ?? []) {
    const conditions = query.conditions?.filter((c) => c !== condition);
    filters.push({ label: conditionLabels[condition](), without: { conditions } });
  }
  if (query.posted) filters.push({ label: postedLabels[query.posted](), without: { posted: undefined } });
  if (query.city) filters.push({ label: query.city, without: { city: undefined } });
  if (query.radiusKm)
    filters.push({
      label: m.browse_products_filter_within_km({ km: String(query.radiusKm) }),
      without: { radiusKm: undefined },
    });
  return filters;
}

/**
 * The applied filters as chips under the heading, with their count; each chip is a link to the same results
 * without it, so one tap removes it, before the scripts arrive too.
 */
export function ActiveFilters({ action, query }: { action: string; query: ProductsQuery }) {
  const filters = activeFilters(query);
  if (filters.length === 0) return null;
  return (
    <ul
      aria-label={m.browse_products_active_filters({ count: String(filters.length) })}
      className="flex flex-wrap gap-2"
    >
      {filters.map(({ label, without }) => (
        <li key={label}>
          <Link
            to={`${action}${productsSearch(query, without)}`}
            aria-label={m.browse_products_remove_filter({ filter: label })}
            className="inline-flex min-h-11 items-center gap-1 rounded-full border border-brand bg-brand/5 pr-2 pl-3 text-sm font-semibold text-brand hover:bg-surface"
          >
            {label}
            <X aria-hidden="true" className="size-4" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
