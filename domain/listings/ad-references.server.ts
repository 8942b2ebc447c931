import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { categories, photoUploads, subcategories } from "~/db/schema";
import { type AdPlace, resolveAdPlace } from "../geo/resolve-ad-place.server";
import { AppError } from "../shared/app-error";
import { latinSearchForm } from "./indic-text";
import type { PostAd } from "./listing-schemas";

export const CITY_NOT_FOUND = "Choose a city from the list.";
export const PHOTO_GONE = "A photo is no longer available. Please remove it and upload it again.";

export interface AdReferences {
  category: { id: number; name: string };
  subcategory: { id: number; name: string };
  place: AdPlace;
}

/**
 * The category, subcategory and place an ad names (the City field: a town, locality or PIN; decision 016), or
 * VALIDATION naming the field that matches nothing.
 */
export async function resolveAdReferences(db: Db, ad: PostAd): Promise<AdReferences> {
  const [[category], place] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.slug, ad.category)),
    resolveAdPlace(db, ad),
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
  if (!place) fields.city = CITY_NOT_FOUND;
  if (!category || !subcategory || !place) {
    throw AppError.of("VALIDATION", Object.values(fields)[0] ?? CITY_NOT_FOUND, { fields });
  }
  return { category, subcategory, place };
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
    searchLatin: latinSearchForm(ad.title, ad.description),
    condition: ad.condition,
    attributes: ad.attributes,
    city: refs.place.city,
    state: refs.place.state,
    locality: refs.place.locality,
    pincode: refs.place.pincode,
    lat: refs.place.lat,
    lng: refs.place.lng,
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
  if (claimed.length !== keys.length)
    throw new AppError("VALIDATION", "server_listings_photo_gone", undefined, { field: "photos" });
  return new Map(claimed.map((p) => [p.storageKey, { width: p.width, height: p.height, phash: p.phash }]));
}
