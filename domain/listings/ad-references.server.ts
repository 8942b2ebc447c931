import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { categories, cities, photoUploads, states, subcategories } from "~/db/schema";
import { AppError } from "../shared/app-error";
import type { PostAd } from "./listing-schemas";

export const CITY_NOT_FOUND = "Choose a city from the list.";
export const PHOTO_GONE = "A photo is no longer available. Please remove it and upload it again.";

export interface AdReferences {
  category: { id: number; name: string };
  subcategory: { id: number; name: string };
  city: { name: string; state: string; lat: number; lng: number };
}

/** The category, subcategory and city an ad names, or VALIDATION naming the field that matches nothing. */
export async function resolveAdReferences(db: Db, ad: PostAd): Promise<AdReferences> {
  const [[category], [city]] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.slug, ad.category)),
    db
      .select({ name: cities.name, state: states.name, lat: cities.lat, lng: cities.lng })
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .where(sql`lower(${cities.name}) = ${ad.city.toLowerCase()}`)
      .limit(1),
  ]);
  const fields: Record<string, string> = {};
  if (!category) fields.category = "Choose a category.";
  const [subcategory] = category
    ? await db
        .select({ id: subcategories.id, name: subcategories.name })
        .from(subcategories)
        .where(and(eq(subcategories.categoryId, category.id), eq(subcategories.slug, ad.subcategory)))
    : [];
  if (category && !subcategory) fields.subcategory = "Choose a subcategory.";
  if (!city) fields.city = CITY_NOT_FOUND;
  if (!category || !subcategory || !city) {
    throw new AppError("VALIDATION", Object.values(fields)[0] ?? CITY_NOT_FOUND, fields);
  }
  return { category, subcategory, city };
}

/** The listing columns an ad sets, the same on posting and on editing. */
export function adColumns(ad: PostAd, refs: AdReferences) {
  return {
    title: ad.title,
    description: ad.description,
    price: ad.price,
    priceText: null,
    negotiable: ad.negotiable,
    categoryId: refs.category.id,
    subcategoryId: refs.subcategory.id,
    categoryText: `${refs.category.name} ${refs.subcategory.name}`,
    condition: ad.condition,
    attributes: ad.attributes,
    city: refs.city.name,
    state: refs.city.state,
    locality: ad.locality,
    pincode: ad.pincode,
    lat: refs.city.lat,
    lng: refs.city.lng,
    sellerName: ad.sellerName,
    sellerPhone: ad.sellerPhone,
    showPhone: ad.showPhone,
  };
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Takes the user's own pending uploads with these keys (each can be taken once) and returns their sizes; any key
 * that is not a pending upload of this user fails the whole ad.
 */
export async function claimPhotoUploads(
  tx: Tx,
  userId: string,
  keys: string[],
): Promise<Map<string, { width: number; height: number; phash: string | null }>> {
  if (keys.length === 0) return new Map();
  const claimed = await tx
    .delete(photoUploads)
    .where(and(eq(photoUploads.userId, userId), inArray(photoUploads.storageKey, keys)))
    .returning({
      storageKey: photoUploads.storageKey,
      width: photoUploads.width,
      height: photoUploads.height,
      phash: photoUploads.phash,
    });
  if (claimed.length !== keys.length) throw new AppError("VALIDATION", PHOTO_GONE, { photos: PHOTO_GONE });
  return new Map(claimed.map((p) => [p.storageKey, { width: p.width, height: p.height, phash: p.phash }]));
}
