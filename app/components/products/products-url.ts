import type { ListingSearchInput } from "~/domain/listings/listings-schemas";

export type ResultsView = "grid" | "list";

/** What the products page keeps in its URL besides the category path. */
export interface ProductsQuery
  extends Omit<ListingSearchInput, "category" | "subcategory" | "pageSize" | "near"> {
  view: ResultsView;
}

export function productsPath(category?: string | null, subcategory?: string | null): string {
  if (category && subcategory) return `/products/${category}/${subcategory}`;
  if (category) return `/products/${category}`;
  return "/products";
}

/** The query string for a products URL; `page` is dropped unless given, so any filter change starts at page 1. */
export function productsSearch(query: ProductsQuery, changes: Partial<ProductsQuery> = {}): string {
  const next = { ...query, page: undefined, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.minPrice !== undefined) params.set("minPrice", String(next.minPrice));
  if (next.maxPrice !== undefined) params.set("maxPrice", String(next.maxPrice));
  for (const condition of next.conditions ?? []) params.append("condition", condition);
  if (next.posted) params.set("posted", next.posted);
  if (next.city) params.set("city", next.city);
  if (next.radiusKm) params.set("radius", String(next.radiusKm));
  if (next.sort) params.set("sort", next.sort);
  if (next.page && next.page > 1) params.set("page", String(next.page));
  if (next.view === "list") params.set("view", "list");
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** Reset Filters: category and subcategory back to All; price, condition and posted date cleared. */
export function resetFiltersHref(query: ProductsQuery): string {
  return `/products${productsSearch({ q: query.q, view: query.view })}`;
}

/**
 * The products page with its filters shown as a full-screen panel on a phone (`?filters=open`): the Filters
 * button before the scripts arrive, and the panel's close link (`open: false`).
 */
export function filtersPanelHref(action: string, query: ProductsQuery, open: boolean): string {
  const search = productsSearch(query, { page: query.page });
  if (!open) return `${action}${search}`;
  return `${action}${search ? `${search}&` : "?"}filters=open`;
}
