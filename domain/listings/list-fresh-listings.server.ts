import { and, desc, eq, gte, inArray, lte, notInArray, sql } from "drizzle-orm";
import { listings } from "~/db/schema";
import { locationPoint } from "../geo/location-point.server";
import type { Services } from "../shared/services";
import { type ListingCardRow, listingCardColumns, toListingCard } from "./listing-card-columns.server";
import type { ListingCardView } from "./listing-views";
import { cachedUntilListingsChange } from "./search-cache.server";

/** Spec section 9: the home page recommends 8 products. */
export const FRESH_LISTINGS_COUNT = 8;
/** How far from the chosen town an ad still counts as local when no distance is chosen. */
const LOCAL_RADIUS_KM = 50;

/**
 * The newest active listings for the home page. With a town chosen (anything but INDIA), the newest ads within
 * 50 km of it come first and the rest are filled with the newest elsewhere; with a distance chosen ("within N km"),
 * only the ads that near. Shown nearest first.
 */
export async function listFreshListings(
  { db }: Pick<Services, "db">,
  input: { location?: string | undefined; radiusKm?: number | null | undefined; limit?: number } = {},
): Promise<ListingCardView[]> {
  const limit = input.limit ?? FRESH_LISTINGS_COUNT;
  const origin = await locationPoint({ db }, input.location);
  const radiusKm = origin ? (input.radiusKm ?? null) : null;
  // Nearby ads at a million listings take 10–20 ms to find; the home page asks for the same few towns all day.
  return cachedUntilListingsChange(db, "fresh", `${origin?.name ?? ""}|${radiusKm ?? "any"}|${limit}`, () =>
    freshListings(db, origin, radiusKm, limit),
  );
}

async function freshListings(
  db: Services["db"],
  origin: { lat: number; lng: number } | null,
  radiusKm: number | null,
  limit: number,
): Promise<ListingCardView[]> {
  if (!origin) {
    const rows = await db
      .select(listingCardColumns)
      .from(listings)
      .where(eq(listings.status, "active"))
      .orderBy(desc(listings.postedAt), desc(listings.id))
      .limit(limit);
    return rows.map((row) => toListingCard(row as ListingCardRow));
  }

  const radiusMetres = (radiusKm ?? LOCAL_RADIUS_KM) * 1000;
  // Degrees of latitude for the radius, widened for longitude: a cheap box before the exact distance.
  const boxDegrees = radiusMetres / 111_000;
  const distance = sql<number>`earth_distance(ll_to_earth(${listings.lat}, ${listings.lng}), ll_to_earth(${origin.lat}, ${origin.lng}))`;
  const lngDegrees = boxDegrees / Math.max(Math.cos((origin.lat * Math.PI) / 180), 0.2);
  const local = await db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        eq(listings.status, "active"),
        gte(listings.lat, origin.lat - boxDegrees),
        lte(listings.lat, origin.lat + boxDegrees),
        gte(listings.lng, origin.lng - lngDegrees),
        lte(listings.lng, origin.lng + lngDegrees),
        lte(distance, radiusMetres),
      ),
    )
    .orderBy(desc(listings.postedAt), desc(listings.id))
    .limit(limit);
  const localIds = local.map((row) => row.id);
  const rest =
    localIds.length < limit && radiusKm === null
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
