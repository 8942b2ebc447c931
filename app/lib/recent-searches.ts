export const RECENT_SEARCHES_KEY = "mandi-recent-searches";
export const MAX_RECENT_SEARCHES = 5;
export const POPULAR_SEARCHES = [
  "iPhone 14",
  "Toyota Corolla",
  "Leather Sofa",
  "Nike Air Max",
  "Gaming Laptop",
] as const;

/** Collapses runs of whitespace and trims; an empty result means "no query". */
export function normalizeQuery(query: string): string {
  return query.replace(/\s+/g, " ").trim();
}

/** The query goes first, any earlier copy (ignoring case) is dropped, and the list keeps at most 5. */
export function addRecentSearch(list: readonly string[], query: string): string[] {
  const clean = normalizeQuery(query);
  if (!clean) return [...list];
  const key = clean.toLocaleLowerCase("en-IN");
  const rest = list.filter((item) => item.toLocaleLowerCase("en-IN") !== key);
  return [clean, ...rest].slice(0, MAX_RECENT_SEARCHES);
}

export function parseRecentSearches(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    let list: string[] = [];
    for (const item of [...value].reverse()) {
      if (typeof item === "string") list = addRecentSearch(list, item);
    }
    return list;
  } catch {
    return [];
  }
}

export function searchHref(query: string): string {
  return `/products?q=${encodeURIComponent(normalizeQuery(query))}`;
}
