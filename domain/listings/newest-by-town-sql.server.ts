import { desc, eq, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { listings } from "~/db/schema";
import type { Services } from "../shared/services";
import { type ListingCardRow, listingCardColumns } from "./listing-card-columns.server";

/**
 * A page of a radius search newest first, as `order by posted_at desc, id desc` over all its towns, from one
 * filter per town (each naming its town as `city = $1`): each town's first offset + limit ids read newest first
 * from the (city, status, posted_at, id) indexes (index-only without a word: the index that includes lat and lng),
 * merged by a Merge Append that stops at the page, and only the page's rows read for their cards. As one
 * `city = ANY(...)` PostgreSQL read and sorted every ad of the towns (Meerut, next to Ghaziabad: ~40 ms at a
 * million listings).
 */
export function selectNewestByTown(
  db: Services["db"],
  whereByTown: SQL[],
  limit: number,
  offset: number,
): Promise<ListingCardRow[]> {
  const newest = () => [desc(listings.postedAt), desc(listings.id)];
  const read = (where: SQL, count: number) =>
    db
      .select({ id: listings.id, postedAt: listings.postedAt })
      .from(listings)
      .where(where)
      .orderBy(...newest())
      .limit(count);
  const [first, second, ...rest] = whereByTown;
  if (!first) return Promise.resolve([]);
  const each = offset + limit;
  const page = second
    ? unionAll(read(first, each), read(second, each), ...rest.map((where) => read(where, each)))
        .orderBy(...newest())
        .limit(limit)
        .offset(offset)
    : read(first, limit).offset(offset);
  const picked = page.as("picked");
  return db
    .select(listingCardColumns)
    .from(picked)
    .innerJoin(listings, eq(listings.id, picked.id))
    .orderBy(desc(picked.postedAt), desc(picked.id)) as Promise<ListingCardRow[]>;
}
