import { and, desc, eq, gt, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import { listings } from "~/db/schema";
import type { Services } from "../shared/services";
import { estimatedCityShare, estimatedMatchShare } from "./lexeme-frequencies.server";
import { type ListingCardRow, listingCardColumns } from "./listing-card-columns.server";
import type { ListingSearchInput, ListingSort, PostedWithin } from "./listings-schemas";
import { selectNewestByTown } from "./newest-by-town-sql.server";
import { recentListingsBound, recentListingsTuning } from "./recent-listings-bound.server";
import type { SearchScope } from "./resolve-search-scope.server";
import { withinRadius } from "./within-radius-sql.server";

/**
 * Relevance ranks only the newest matches: a common word matches a fifth of a million listings, and ranking all
 * of them costs hundreds of milliseconds, while the newest thousand are found by walking the posted_at index.
 */
export const RANK_WINDOW = 1000;
/** Counting stops here; the page then says "1,000+". An exact count of a common word reads every match. */
export const COUNT_CAP = 1000;

const postedSince: Record<PostedWithin, SQL> = {
  today: sql`date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata'`,
  "7d": sql`now() - interval '7 days'`,
  "30d": sql`now() - interval '30 days'`,
};

/** How far an ad's point may be from its town: the towns within radius + this are searched for a radius. */
export const AD_TOWN_REACH_KM = 30;

export function searchFilters(
  input: ListingSearchInput,
  scope: SearchScope,
  query: SQL | undefined,
  nearby?: { towns: string[] },
): SQL {
  const list: SQL[] = [eq(listings.status, "active")];
  if (scope.category) list.push(eq(listings.categoryId, scope.category.id));
  if (scope.subcategory) list.push(eq(listings.subcategoryId, scope.subcategory.id));
  let { minPrice, maxPrice } = input;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  if (minPrice !== undefined) list.push(gte(listings.price, minPrice));
  if (maxPrice !== undefined) list.push(lte(listings.price, maxPrice));
  if (input.conditions && input.conditions.length > 0)
    list.push(inArray(listings.condition, input.conditions));
  if (input.posted) list.push(gte(listings.postedAt, postedSince[input.posted]));
  if (input.postedAfter) list.push(gt(listings.postedAt, input.postedAfter));
  if (scope.city) list.push(eq(listings.city, scope.city));
  else if (input.city) list.push(sql`lower(${listings.city}) = lower(${input.city})`);
  const nearest = input.sort === "nearest" && input.near !== undefined;
  // Nearest first reads the GiST index on ll_to_earth in distance order (a KNN scan), which covers only ads with
  // a point: every ad posted on Mandi has its town's.
  if (nearest || (input.near && input.radiusKm)) {
    list.push(sql`${listings.lat} is not null and ${listings.lng} is not null`);
  }
  if (input.near && input.radiusKm) {
    const metres = input.radiusKm * 1000;
    if (nearest) {
      // The same index bounds the distance-ordered scan: it stops at the circle's cube.
      const origin = sql`ll_to_earth(${input.near.lat}, ${input.near.lng})`;
      const point = sql`ll_to_earth(${listings.lat}, ${listings.lng})`;
      list.push(
        sql`earth_box(${origin}, ${metres}) @> ${point}`,
        sql`earth_distance(${origin}, ${point}) <= ${metres}`,
      );
    } else {
      // Newest or by price: the towns around the point (an ad's point is within AD_TOWN_REACH_KM of its town),
      // whose ads PostgreSQL reads newest first from the (city, status, posted_at, id) indexes, then the distance.
      // The cube test is estimated at a few hundred rows and made it read and sort all 25,000 ads around a big
      // city (270 ms at a million listings).
      const towns = nearby?.towns ?? [];
      // One town as an equality: only then is the index read in posted_at order (= ANY of one is not).
      const inTowns =
        towns.length === 0
          ? sql`false`
          : towns.length === 1
            ? eq(listings.city, towns[0] as string)
            : inArray(listings.city, towns);
      list.push(inTowns, withinRadius(input.near, metres));
    }
  }
  if (query) list.push(sql`${listings.searchVector} @@ ${query}`);
  return and(...list) as SQL;
}

interface PageRequest {
  where: SQL;
  /**
   * A radius search's filters, one per town within reach (`where` holds them all): newest first then merges one
   * ordered read per town. Such a search also skips the first pass over the recent listings (text searches): a
   * radius holds a small share of them, so that pass rarely filled the window, and PostgreSQL made it by
   * intersecting a town with the word's whole GIN bitmap ("sale" around Pune: 170 ms, then the full pass anyway).
   */
  whereByTown?: SQL[] | undefined;
  /** Where "nearest" measures from. */
  near?: { lat: number; lng: number } | undefined;
  query: SQL | undefined;
  /** The tsquery text behind `query`, for estimating how common it is. */
  tsQuery?: string;
  /** The one town the search keeps to (as listings store it), for the same estimate. */
  city?: string | null;
  sort: ListingSort;
  limit: number;
  offset: number;
}

export interface Counted {
  total: number;
  capped: boolean;
}

/** One page of cards in the requested order, and the number of matches (exact up to COUNT_CAP). */
export async function selectPage(
  { db }: Pick<Services, "db">,
  page: PageRequest,
): Promise<{ rows: ListingCardRow[]; count: Counted }> {
  if (page.sort === "relevance" && page.query) {
    const since = page.whereByTown ? null : await recentListingsBound(db);
    if (since && (await mayFillWindowRecently(db, page.tsQuery, page.city))) {
      const recent = await selectRankedPage(db, {
        ...page,
        query: page.query,
        where: postedAfter(page.where, since),
      });
      const size = Number(recent[0]?.windowSize ?? 0);
      if (size > COUNT_CAP) return { rows: recent, count: capped(size) };
    }
    const rows = await selectRankedPage(db, { ...page, query: page.query });
    // The ranked window holds every match up to COUNT_CAP + 1: its size is the count, unless the page is empty.
    const windowSize = rows[0]?.windowSize;
    if (windowSize !== undefined) return { rows, count: capped(Number(windowSize)) };
    return { rows, count: page.offset === 0 ? capped(0) : await countMatches(db, page.where) };
  }
  const [rows, count] = await Promise.all([
    page.sort === "newest" && page.whereByTown
      ? selectNewestByTown(db, page.whereByTown, page.limit, page.offset)
      : (db
          .select(listingCardColumns)
          .from(listings)
          .where(page.where)
          .orderBy(...ordering(page.sort, page.near))
          .limit(page.limit)
          .offset(page.offset) as Promise<ListingCardRow[]>),
    page.query && !page.whereByTown
      ? countTextMatches(db, page.where, page.tsQuery, page.city)
      : countMatches(db, page.where),
  ]);
  return { rows, count };
}

function ordering(sort: ListingSort, near: PageRequest["near"]): SQL[] {
  const newest = [desc(listings.postedAt), desc(listings.id)];
  if (sort === "nearest" && near) {
    // Distance alone: a KNN scan of the GiST index gives this order; a second key would make PostgreSQL sort every
    // match. Ads at the same point come in the index's order, the same on every page.
    return [sql`ll_to_earth(${listings.lat}, ${listings.lng}) <-> ll_to_earth(${near.lat}, ${near.lng})`];
  }
  if (sort === "price_asc") return [sql`${listings.price} asc nulls last`, ...newest];
  if (sort === "price_desc") return [sql`${listings.price} desc nulls last`, ...newest];
  return newest;
}

/**
 * The newest RANK_WINDOW matches (read newest first from the posted_at index for common words; the caller first
 * tries the recent listings alone, see recent-listings-bound.server.ts), ranked with the
 * title weighing most, featured first within equal rank; only the page's rows are joined back for their card
 * columns and cover photo.
 */
function selectRankedPage(db: Services["db"], page: PageRequest & { query: SQL }) {
  const candidates = db
    .select({
      id: listings.id,
      vector: listings.searchVector,
      featured: listings.featured,
      postedAt: listings.postedAt,
    })
    .from(listings)
    .where(page.where)
    .orderBy(desc(listings.postedAt), desc(listings.id))
    .limit(RANK_WINDOW + 1)
    .as("candidates");
  const ranked = db
    .select({
      id: candidates.id,
      rank: sql<number>`ts_rank(${candidates.vector}, ${page.query})`.as("rank"),
      featured: candidates.featured,
      postedAt: candidates.postedAt,
      windowSize: sql<number>`count(*) over ()`.as("window_size"),
    })
    .from(candidates)
    .orderBy(sql`rank desc`, desc(candidates.featured), desc(candidates.postedAt), desc(candidates.id))
    .limit(page.limit)
    .offset(page.offset)
    .as("ranked");
  return db
    .select({ ...listingCardColumns, windowSize: ranked.windowSize })
    .from(ranked)
    .innerJoin(listings, eq(listings.id, ranked.id))
    .orderBy(desc(ranked.rank), desc(ranked.featured), desc(ranked.postedAt), desc(ranked.id)) as Promise<
    (ListingCardRow & { windowSize: number | string })[]
  >;
}

/**
 * Whether the first pass over the recent listings can find a full window: not for a search whose words are in too
 * few listings, or in too few of its town's (PostgreSQL's statistics say so), where that pass would read the
 * recent listings for nothing and the full pass would follow anyway — both paying for the words' GIN bitmap
 * ("mobile phone" in Jaipur: 39 ms, then 53 ms). Without statistics, try it.
 */
async function mayFillWindowRecently(
  db: Services["db"],
  tsQuery: string | undefined,
  city: string | null | undefined,
): Promise<boolean> {
  if (!tsQuery) return true;
  const share = await estimatedMatchShare(db, tsQuery);
  if (share === null) return true;
  const cityShare = city ? await estimatedCityShare(db, city) : 1;
  // Twice the window: the estimate is an upper bound, and a pass that falls short costs more than the full pass
  // it then still needs.
  return share * (cityShare ?? 1) * recentListingsTuning.size >= 2 * COUNT_CAP;
}

const capped = (n: number): Counted =>
  n > COUNT_CAP ? { total: COUNT_CAP, capped: true } : { total: n, capped: false };

/** Like countMatches, looking at the recent listings first: a common word fills the cap there. */
async function countTextMatches(
  db: Services["db"],
  where: SQL,
  tsQuery: string | undefined,
  city: string | null | undefined,
): Promise<Counted> {
  const since = await recentListingsBound(db);
  if (since && (await mayFillWindowRecently(db, tsQuery, city))) {
    const recent = await countMatches(db, postedAfter(where, since));
    if (recent.capped) return recent;
  }
  return countMatches(db, where);
}

const postedAfter = (where: SQL, since: Date) => and(where, gte(listings.postedAt, since)) as SQL;

/** The number of matches, exact up to COUNT_CAP: counting stops at the first row past it. */
async function countMatches(db: Services["db"], where: SQL): Promise<Counted> {
  const matches = db
    .select({ one: sql`1`.as("one") })
    .from(listings)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as("matches");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  return capped(Number(row?.n ?? 0));
}
