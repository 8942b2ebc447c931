import { asc, eq } from "drizzle-orm";
import { categories, savedSearches, subcategories } from "~/db/schema";
import { CONDITION_LABELS, type ListingCondition } from "../listings/listing-options";
import { searchAfresh } from "../listings/search-listings.server";
import { AppError } from "../shared/app-error";
import { localText } from "../shared/local-text";
import { formatRupees } from "../shared/rupees";
import type { Services } from "../shared/services";
import { NEW_MATCHES_CAP } from "./saved-search-limits";
import { type SavedQuery, savedSearchResultsPath } from "./saved-search-query";
import type { SavedSearchView } from "./saved-search-views";

/**
 * A member's saved searches, oldest first, each with the number of ads posted since they last opened it —
 * counted by the same search as its results page, restricted to those ads.
 */
export async function listSavedSearches(
  services: Pick<Services, "db">,
  input: { userId: string },
): Promise<SavedSearchView[]> {
  const rows = await services.db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      query: savedSearches.query,
      notify: savedSearches.notify,
      lastSeenAt: savedSearches.lastSeenAt,
      createdAt: savedSearches.createdAt,
      categoryName: localText(categories.name, categories.nameHi),
      subcategoryName: localText(subcategories.name, subcategories.nameHi),
    })
    .from(savedSearches)
    .leftJoin(categories, eq(categories.id, savedSearches.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, savedSearches.subcategoryId))
    .where(eq(savedSearches.userId, input.userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));

  const views: SavedSearchView[] = [];
  for (const row of rows) {
    const newMatches = await countNewMatches(services, row.query, row.lastSeenAt);
    views.push({
      id: row.id,
      name: row.name,
      query: row.query,
      resultsPath: savedSearchResultsPath(row.query),
      filters: describeFilters(row.query, row.categoryName, row.subcategoryName),
      notify: row.notify,
      newMatches: Math.min(newMatches, NEW_MATCHES_CAP),
      newMatchesCapped: newMatches > NEW_MATCHES_CAP,
      lastSeenAt: row.lastSeenAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    });
  }
  return views;
}

async function countNewMatches(services: Pick<Services, "db">, query: SavedQuery, since: Date) {
  const result = await searchAfresh(services, {
    q: query.q,
    category: query.category,
    subcategory: query.subcategory,
    minPrice: query.minPrice ? Number(query.minPrice) : undefined,
    maxPrice: query.maxPrice ? Number(query.maxPrice) : undefined,
    conditions: query.condition ? (query.condition.split(",") as ListingCondition[]) : undefined,
    city: query.city,
    near: query.lat && query.lng ? { lat: Number(query.lat), lng: Number(query.lng) } : undefined,
    radiusKm: query.radius ? Number(query.radius) : undefined,
    postedAfter: since,
    sort: "newest",
    pageSize: 1,
  }).catch((err: unknown) => {
    // A category renamed since the search was saved: nothing of it can be new.
    if (err instanceof AppError) return { total: 0 };
    throw err;
  });
  return result.total;
}

function describeFilters(query: SavedQuery, category: string | null, subcategory: string | null): string[] {
  const filters: string[] = [];
  if (query.q) filters.push(`“${query.q}”`);
  if (category) filters.push(subcategory ? `${category} › ${subcategory}` : category);
  const [min, max] = [query.minPrice, query.maxPrice].map((v) => (v ? formatRupees(Number(v)) : null));
  if (min && max) filters.push(`${min} – ${max}`);
  else if (min) filters.push(`From ${min}`);
  else if (max) filters.push(`Up to ${max}`);
  if (query.condition) {
    filters.push(
      query.condition
        .split(",")
        .map((c) => CONDITION_LABELS[c as ListingCondition] ?? c)
        .join(", "),
    );
  }
  if (query.city) filters.push(query.radius ? `${query.city}, within ${query.radius} km` : query.city);
  else if (query.radius) filters.push(`Within ${query.radius} km`);
  if (filters.length === 0) filters.push("All ads");
  return filters;
}
