import { and, desc, eq, gte, inArray, lte, notInArray, sql } from "drizzle-orm";
import { cities, listings } from "~/db/schema";
import type { Services } from "../shared/services";
import { type ListingCardRow, listingCardColumns, toListingCard } from "./listing-card-columns.server";
import type { ListingCardView } from "./listing-views";
import { cachedUntilListingsChange } from "./search-cache.server";

/** Spec section 9: the home page recommends 8 products. */
export const FRESH_LISTINGS_COUNT = 8;
/** How far from the chosen city an ad still counts as local. */
const LOCAL_RADIUS_METRES = 50_000;
/** Degrees of latitude per 50 km, widened for longitude below; a cheap box before the exact distance. */
const BOX_DEGREES = LOCAL_RADIUS_METRES / 111_000;

/**
 * The newest active listings for the home page. With a city chosen (anything but INDIA), the newest ads
 * within 50 km of it come first, the rest are filled with the newest elsewhere; all shown nearest first.
 */
export function listFreshListings(
  { db }: Pick<Services, "db">,
  input: { location?: string | undefined; limit?: number } = {},
): Promise<ListingCardView[]> {
  const limit = input.limit ?? FRESH_LISTINGS_COUNT;
  const city = input.location && input.location !== "INDIA" ? cityName(input.location) : "";
  // Nearby ads at a million listings take 10–20 ms to find; the home page asks for the same few cities all day.
  return cachedUntilListingsChange(db, "fresh", `${city}|${limit}`, () => freshListings(db, city, limit));
}

async function freshListings(db: Services["db"], city: string, limit: number): Promise<ListingCardView[]> {
  const origin = city ? await cityPoint(db, city) : null;
  if (!origin) {
    const rows = await db
      .select(listingCardColumns)
      .from(listings)
      .where(eq(listings.status, "active"))
      .orderBy(desc(listings.postedAt), desc(listings.id))
      .limit(limit);
    return rows.map((row) => toListingCard(row as ListingCardRow));
  }

  const distance = sql<number>`earth_distance(ll_to_earth(${listings.lat}, ${listings.lng}), ll_to_earth(${origin.lat}, ${origin.lng}))`;
  const lngDegrees = BOX_DEGREES / Math.max(Math.cos((origin.lat * Math.PI) / 180), 0.2);
  const local = await db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        eq(listings.status, "active"),
        gte(listings.lat, origin.lat - BOX_DEGREES),
        lte(listings.lat, origin.lat + BOX_DEGREES),
        gte(listings.lng, origin.lng - lngDegrees),
        lte(listings.lng, origin.lng + lngDegrees),
        lte(distance, LOCAL_RADIUS_METRES),
      ),
    )
    .orderBy(desc(listings.postedAt), desc(listings.id))
    .limit(limit);
  const localIds = local.map((row) => row.id);
  const rest =
    localIds.length < limit
      ? await db
          .select({ id: listings.id })
          .from(listings)
          .where(
            and(
              eq(listings.status, "active"),
              localIds.length > 0 ? notInArray(listings.id, localIds) : undefined,
            ),
          )
          .orderBy(desc(listings.postedAt), desc(listings.id))
          .limit(limit - localIds.length)
      : [];
  const ids = [...localIds, ...rest.map((row) => row.id)];
  if (ids.length === 0) return [];
  const rows = await db
    .select(listingCardColumns)
    .from(listings)
    .where(inArray(listings.id, ids))
    .orderBy(sql`${distance} asc nulls last`, desc(listings.postedAt), desc(listings.id));
  return rows.map((row) => toListingCard(row as ListingCardRow));
}

/** A location may read "PUNE, INDIA"; the city is the part before the comma. */
const cityName = (location: string) => (location.split(",")[0] ?? "").trim().toUpperCase();

async function cityPoint(db: Services["db"], name: string) {
  const [city] = await db
    .select({ lat: cities.lat, lng: cities.lng })
    .from(cities)
    .where(sql`upper(${cities.name}) = ${name}`)
    .limit(1);
  return city ?? null;
}
