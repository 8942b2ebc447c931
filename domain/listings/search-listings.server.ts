import { type SQL, sql } from "drizzle-orm";
import { cities, listings, places } from "~/db/schema";
import type { Services } from "../shared/services";
import { correctTypos } from "./correct-typos.server";
import { expandPrefixes } from "./expand-prefixes.server";
import { toListingCard } from "./listing-card-columns.server";
import type { ListingCardView } from "./listing-views";
import { type ListingSearchInput, type ListingSort, SEARCH_PAGE_SIZE } from "./listings-schemas";
import { prefixTsQuery } from "./prefix-ts-query.server";
import { resolveSearchScope, type SearchScope } from "./resolve-search-scope.server";
import { cachedSearch, cachedUntilListingsChange } from "./search-cache.server";
import { AD_TOWN_REACH_KM, searchFilters, selectPage } from "./search-sql.server";

export interface ListingSearchResult extends SearchScope {
  listings: ListingCardView[];
  /** Exact up to COUNT_CAP (1000); beyond it `total` is 1000 and `totalIsCapped` is true ("1,000+"). */
  total: number;
  totalIsCapped: boolean;
  page: number;
  pageSize: number;
  pageCount: number;
  /** The order actually applied: relevance only when there is something to rank by. */
  sort: ListingSort;
  /** When the text as typed found nothing, the corrected text whose results these are ("iphnoe" → "iphone"). */
  correctedQuery: string | null;
}

/**
 * The one search behind /products, its category pages and GET /api/v1/listings: every filter, the ranking and
 * the count run in PostgreSQL, over active listings only. A search that finds nothing is retried once with its
 * misspelt words corrected. Results are reused until a listing changes (search-cache.server.ts).
 */
export function searchListings(
  services: Pick<Services, "db">,
  input: ListingSearchInput,
  /** The listing-change counter, when the caller read it after its request arrived (a results page). */
  knownVersion?: string,
): Promise<ListingSearchResult> {
  // The words' tsquery depends on the text alone: it is parsed while the counter is read (and kept for the next
  // search of the same words), so an uncached search waits for one round trip fewer.
  if (input.q) cachedTsQuery(services, input.q).catch(() => undefined);
  return cachedSearch(services.db, input, (version) => searchAfresh(services, input, version), knownVersion);
}

/**
 * The search itself, without the cache (benchmarks replay its SQL). `version` is the listing-change counter the
 * result will be kept under, when the caller read it.
 */
export async function searchAfresh(
  services: Pick<Services, "db">,
  input: ListingSearchInput,
  version?: string,
): Promise<ListingSearchResult> {
  // Independent reads run at once on the pool: the category and town, the towns around a point, and the words
  // with their prefix spelt out.
  const [scope, nearby, words] = await Promise.all([
    resolveSearchScope(services, input),
    input.near && input.radiusKm
      ? townsWithin(services, input.near, input.radiusKm + AD_TOWN_REACH_KM, version)
      : undefined,
    wordsOf(services, input.q, version),
  ]);
  const result = await searchText(services, input, scope, words, nearby);
  // New matches of a saved search are of its words as saved: most counts are 0, and correcting them is no help.
  if (result.total > 0 || !input.q || input.postedAfter) return result;

  const corrected = await correctTypos(services, input.q);
  if (!corrected) return result;
  const retried = await searchText(
    services,
    input,
    scope,
    await wordsOf(services, corrected, version),
    nearby,
  );
  return retried.total > 0 ? { ...retried, correctedQuery: corrected } : result;
}

async function searchText(
  services: Pick<Services, "db">,
  input: ListingSearchInput,
  scope: SearchScope,
  { tsQuery, matchTsQuery }: Words,
  nearby: { towns: string[] } | undefined,
): Promise<ListingSearchResult> {
  const query: SQL | undefined = tsQuery ? sql`${tsQuery}::tsquery` : undefined;
  const match: SQL | undefined = matchTsQuery ? sql`${matchTsQuery}::tsquery` : undefined;
  const where = searchFilters(input, scope, match, nearby);
  const whereByTown = nearby?.towns.map((town) => searchFilters(input, scope, match, { towns: [town] }));
  const sort: ListingSort =
    input.sort === "relevance" || input.sort === undefined || (input.sort === "nearest" && !input.near)
      ? query
        ? "relevance"
        : "newest"
      : input.sort;
  const pageSize = input.pageSize ?? SEARCH_PAGE_SIZE;
  const page = input.page ?? 1;

  const { rows, count } = await selectPage(services, {
    where,
    whereByTown,
    near: input.near,
    query,
    tsQuery: matchTsQuery,
    city: scope.city,
    sort,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    ...scope,
    listings: rows.map(toListingCard),
    total: count.total,
    totalIsCapped: count.capped,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(count.total / pageSize)),
    sort,
    correctedQuery: null,
  };
}

interface Words {
  /** The tsquery of the text as typed, its last word also a prefix: what relevance ranks by. */
  tsQuery: string;
  /** The same with the prefix spelt out as the lexemes it stands for: what listings are matched with. */
  matchTsQuery: string;
}

async function wordsOf(
  services: Pick<Services, "db">,
  text: string | undefined,
  version: string | undefined,
): Promise<Words> {
  const tsQuery = text ? await cachedTsQuery(services, text) : "";
  const matchTsQuery = tsQuery ? await expandPrefixes(services.db, tsQuery, version) : "";
  return { tsQuery, matchTsQuery };
}

/**
 * What people type repeats a lot, and its tsquery depends on the text alone: keep the latest few hundred (a
 * search in flight shares its parse with another of the same words).
 */
const tsQueries = new Map<string, Promise<string>>();
const TS_QUERY_CACHE_SIZE = 500;

function cachedTsQuery(services: Pick<Services, "db">, text: string): Promise<string> {
  const known = tsQueries.get(text);
  if (known !== undefined) return known;
  const query = prefixTsQuery(services, text);
  if (tsQueries.size >= TS_QUERY_CACHE_SIZE) tsQueries.delete(tsQueries.keys().next().value as string);
  tsQueries.set(text, query);
  query.catch(() => {
    if (tsQueries.get(text) === query) tsQueries.delete(text);
  });
  return query;
}

/**
 * The towns (as ads name them) within `km` of a point: Mandi's own cities, and the other towns of India (places)
 * that have a live ad — an ad may be posted in any town (decision 016). Kept until the listings change.
 */
async function townsWithin(
  { db }: Pick<Services, "db">,
  near: { lat: number; lng: number },
  km: number,
  version: string | undefined,
): Promise<{ towns: string[] }> {
  return cachedUntilListingsChange(
    db,
    "towns",
    `${near.lat}|${near.lng}|${km}`,
    async () => {
      const origin = sql`ll_to_earth(${near.lat}, ${near.lng})`;
      const metres = km * 1000;
      const result = (await db.execute(sql`
      select ${cities.name} as name from ${cities}
      where earth_distance(${origin}, ll_to_earth(${cities.lat}, ${cities.lng})) <= ${metres}
      union
      select p.name from ${places} p
      where p.kind = 'city'
        and earth_box(${origin}, ${metres}::float8) @> ll_to_earth(p.lat, p.lng)
        and earth_distance(${origin}, ll_to_earth(p.lat, p.lng)) <= ${metres}
        and exists (select 1 from ${listings} l where l.city = p.name and l.status = 'active')`)) as unknown as {
        rows: { name: string }[];
      };
      return { towns: result.rows.map((row) => row.name) };
    },
    version,
  );
}
