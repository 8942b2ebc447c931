import { and, eq, sql } from "drizzle-orm";
import { savedSearches } from "~/db/schema";
import { AppError } from "../shared/app-error";
import { enforceRateLimit } from "../shared/rate-limit.server";
import type { Services } from "../shared/services";
import { parseInput } from "../shared/validation-error";
import { findSavedSearchScope, type SavedSearchScope } from "./find-saved-search-scope.server";
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_RATE_LIMITS } from "./saved-search-limits";
import { normalizeSavedQuery, requiredWordsText, type SavedQuery } from "./saved-search-query";
import { SavedSearchNameSchema } from "./saved-search-schemas";

type Params = Pick<URLSearchParams, "get" | "getAll">;

/**
 * Saves a search for its member, from the query parameters its results page has (the API refuses bad values, a
 * page drops them as the results page did). Saving the same search again returns the one already saved.
 */
export async function saveSearch(
  services: Pick<Services, "db" | "rateLimiter">,
  input: { userId: string; params: Params; name?: unknown; strict: boolean },
): Promise<{ id: number; name: string; created: boolean }> {
  await enforceRateLimit(services, `saved-search:${input.userId}`, SAVED_SEARCH_RATE_LIMITS.writePerUser);
  const query = normalizeSavedQuery(input.params, { strict: input.strict });
  const given =
    input.name === undefined || input.name === "" ? undefined : parseInput(SavedSearchNameSchema, input.name);
  const scope = await findSavedSearchScope(services, { query, wordsText: requiredWordsText(query.q) });
  const name = given ?? defaultName(query, scope);

  return services.db.transaction(async (tx) => {
    // One save at a time per member, so the limit holds when two saves race.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-search:${input.userId}`}))`);
    const [same] = await tx
      .select({ id: savedSearches.id, name: savedSearches.name })
      .from(savedSearches)
      .where(
        and(
          eq(savedSearches.userId, input.userId),
          sql`${savedSearches.query} = ${JSON.stringify(query)}::jsonb`,
        ),
      );
    if (same) return { ...same, created: false };
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(savedSearches)
      .where(eq(savedSearches.userId, input.userId));
    if (n >= MAX_SAVED_SEARCHES) {
      throw new AppError("CONFLICT", "server_saved_max", { count: MAX_SAVED_SEARCHES });
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId: input.userId,
        name,
        query,
        words: scope.words,
        categoryId: scope.categoryId,
        subcategoryId: scope.subcategoryId,
        minPrice: query.minPrice ? Number(query.minPrice) : null,
        maxPrice: query.maxPrice ? Number(query.maxPrice) : null,
        city: query.city ?? null,
        lat: query.lat ? Number(query.lat) : null,
        lng: query.lng ? Number(query.lng) : null,
        radiusKm: query.radius ? Number(query.radius) : null,
      })
      .returning({ id: savedSearches.id, name: savedSearches.name });
    if (!row) throw new Error("saveSearch: the insert returned no row");
    return { ...row, created: true };
  });
}

/** "Honda City in Cars", "Sedans in Pune", "All ads". */
function defaultName(query: SavedQuery, scope: SavedSearchScope): string {
  const where = scope.subcategoryName ?? scope.categoryName;
  const parts = [query.q, where].filter(Boolean);
  let name = parts.length > 0 ? parts.join(" in ") : "All ads";
  if (query.city) name += query.q && where ? `, ${query.city}` : ` in ${query.city}`;
  return name.length > SAVED_SEARCH_NAME_MAX ? `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1)}…` : name;
}
