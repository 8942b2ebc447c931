import { and, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import { listings } from "~/db/schema";
import type { Services } from "../shared/services";
import { type ListingCardRow, listingCardColumns, toListingCard } from "./listing-card-columns.server";
import type { ListingCardView } from "./listing-views";
import {
  type ListingSearchInput,
  type ListingSort,
  type PostedWithin,
  SEARCH_PAGE_SIZE,
} from "./listings-schemas";
import { prefixTsQuery } from "./prefix-ts-query.server";
import { resolveSearchScope, type SearchScope } from "./resolve-search-scope.server";

export interface ListingSearchResult extends SearchScope {
  listings: ListingCardView[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** The order actually applied: relevance only when there is something to rank by. */
  sort: ListingSort;
}

const postedSince: Record<PostedWithin, SQL> = {
  today: sql`date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata'`,
  "7d": sql`now() - interval '7 days'`,
  "30d": sql`now() - interval '30 days'`,
};

/**
 * The one search behind /products, its category pages and GET /api/v1/listings: every filter, the ranking and
 * the count run in PostgreSQL, over active listings only.
 */
export async function searchListings(
  services: Pick<Services, "db">,
  input: ListingSearchInput,
): Promise<ListingSearchResult> {
  const { db } = services;
  const scope = await resolveSearchScope(services, input);
  const tsQuery = input.q ? await prefixTsQuery(services, input.q) : "";
  const query = tsQuery ? sql`${tsQuery}::tsquery` : undefined;

  const where = and(...filters(input, scope, query));
  const sort: ListingSort =
    input.sort === "relevance" || input.sort === undefined ? (query ? "relevance" : "newest") : input.sort;
  const pageSize = input.pageSize ?? SEARCH_PAGE_SIZE;
  const page = input.page ?? 1;

  const [rows, counted] = await Promise.all([
    db
      .select(listingCardColumns)
      .from(listings)
      .where(where)
      .orderBy(...ordering(sort, query))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(listings).where(where),
  ]);
  const total = Number(counted[0]?.total ?? 0);
  return {
    ...scope,
    listings: rows.map((row) => toListingCard(row as ListingCardRow)),
    total,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    sort,
  };
}

function filters(input: ListingSearchInput, scope: SearchScope, query: SQL | undefined): SQL[] {
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
  if (scope.city) list.push(eq(listings.city, scope.city));
  else if (input.city) list.push(sql`lower(${listings.city}) = lower(${input.city})`);
  if (query) list.push(sql`${listings.searchVector} @@ ${query}`);
  return list;
}

function ordering(sort: ListingSort, query: SQL | undefined): SQL[] {
  const newest = [desc(listings.postedAt), desc(listings.id)];
  switch (sort) {
    case "price_asc":
      return [sql`${listings.price} asc nulls last`, ...newest];
    case "price_desc":
      return [sql`${listings.price} desc nulls last`, ...newest];
    case "relevance":
      if (query)
        return [sql`ts_rank(${listings.searchVector}, ${query}) desc`, desc(listings.featured), ...newest];
      return newest;
    default:
      return newest;
  }
}
