import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq, or } from "drizzle-orm";
import type { Db } from "../client.server";
import { categories, listingPhotos, listings, subcategories, users } from "../schema";
import { POPULAR_CITIES } from "./geo-cities";
import { SAMPLE_LISTINGS, SAMPLE_SELLER } from "./sample-listings";
import type { SampleListingSeed, StoredPhoto } from "./sample-types";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Photo encodes in flight at once: sharp already spreads each over its own thread pool. */
const PHOTO_CONCURRENCY = 4;

/** Like db/migrations, the photos ship in the repository and are read from the working directory. */
export const SAMPLE_PHOTOS_DIR = path.resolve(process.cwd(), "db/seed/photos");

export interface SampleCounts {
  users: number;
  listings: number;
  listingPhotos: number;
}

/** The sample goes only into a marketplace with no listing yet, and only once (the sample seller marks it). */
export async function sampleIsWanted(db: Db): Promise<boolean> {
  const [seller] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.id, SAMPLE_SELLER.id), eq(users.email, SAMPLE_SELLER.email)))
    .limit(1);
  if (seller) return false;
  const [listing] = await db.select({ id: listings.id }).from(listings).limit(1);
  return !listing;
}

export interface ResolvedListing {
  seed: SampleListingSeed;
  categoryId: number;
  subcategoryId: number;
}

/** Maps each sample's category and subcategory names to ids; a name missing from the tree is a bug in the data. */
export async function resolveCategories(db: Db): Promise<ResolvedListing[]> {
  const cats = await db.select({ id: categories.id, name: categories.name }).from(categories);
  const subs = await db
    .select({ id: subcategories.id, name: subcategories.name, categoryId: subcategories.categoryId })
    .from(subcategories);
  return SAMPLE_LISTINGS.map((seed) => {
    const category = cats.find((c) => c.name === seed.category);
    const sub = subs.find((s) => s.categoryId === category?.id && s.name === seed.subcategory);
    if (!category || !sub) {
      throw new Error(
        `Sample listing "${seed.title}" names a missing subcategory ${seed.category} / ${seed.subcategory}`,
      );
    }
    return { seed, categoryId: category.id, subcategoryId: sub.id };
  });
}

/** Stores every sample photo through the same pipeline as an upload, in listing order. */
export async function storeSamplePhotos(
  storePhoto: (image: Buffer) => Promise<StoredPhoto>,
  dir = SAMPLE_PHOTOS_DIR,
): Promise<StoredPhoto[][]> {
  const files = SAMPLE_LISTINGS.flatMap((l, listing) => l.photos.map((file) => ({ listing, file })));
  const stored: StoredPhoto[] = new Array(files.length);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const index = next++;
      const item = files[index];
      if (!item) continue;
      stored[index] = await storePhoto(await readFile(path.join(dir, item.file)));
    }
  };
  await Promise.all(Array.from({ length: PHOTO_CONCURRENCY }, worker));
  const byListing: StoredPhoto[][] = SAMPLE_LISTINGS.map(() => []);
  files.forEach((f, index) => {
    const photo = stored[index];
    if (photo) byListing[f.listing]?.push(photo);
  });
  return byListing;
}

/** Inserts the sample seller, the 20 listings and their photo rows (photos already stored). */
export async function insertSample(
  db: Db,
  resolved: ResolvedListing[],
  photos: StoredPhoto[][],
  now: Date,
): Promise<SampleCounts> {
  const memberSince = new Date(now.getTime() - SAMPLE_SELLER.memberForDays * DAY);
  await db.insert(users).values({
    id: SAMPLE_SELLER.id,
    name: SAMPLE_SELLER.name,
    email: SAMPLE_SELLER.email,
    emailVerified: true,
    // No phone on the account: whoever receives SMS for the example number must not be able to sign in as it.
    phoneNumber: null,
    createdAt: memberSince,
    updatedAt: memberSince,
  });
  const stateOf = new Map(POPULAR_CITIES.map((c) => [c.name, c.state]));
  const rows = await db
    .insert(listings)
    .values(
      resolved.map(({ seed, categoryId, subcategoryId }) => {
        const postedAt = new Date(now.getTime() - seed.postedHoursAgo * HOUR);
        return {
          userId: SAMPLE_SELLER.id,
          title: seed.title,
          description: seed.description,
          price: seed.price,
          priceText: seed.priceText ?? null,
          negotiable: seed.negotiable,
          categoryId,
          subcategoryId,
          categoryText: `${seed.category} ${seed.subcategory}`,
          condition: seed.condition ?? null,
          attributes: seed.attributes,
          status: "active" as const,
          featured: seed.featured,
          city: seed.city,
          state: stateOf.get(seed.city) ?? null,
          locality: seed.locality,
          pincode: seed.pincode,
          lat: seed.lat,
          lng: seed.lng,
          sellerName: SAMPLE_SELLER.name,
          sellerPhone: SAMPLE_SELLER.contactPhone,
          showPhone: seed.showPhone,
          rating: seed.rating,
          reviewsCount: seed.reviewsCount,
          viewsCount: seed.viewsCount,
          favoritesCount: seed.favoritesCount,
          postedAt,
          expiresAt: new Date(postedAt.getTime() + 30 * DAY),
          createdAt: postedAt,
          updatedAt: postedAt,
        };
      }),
    )
    .returning({ id: listings.id });
  const photoRows = rows.flatMap((row, index) =>
    (photos[index] ?? []).map((p, position) => ({
      listingId: row.id,
      position,
      storageKey: p.storageKey,
      width: p.width,
      height: p.height,
      phash: p.phash ?? null,
    })),
  );
  if (photoRows.length > 0) await db.insert(listingPhotos).values(photoRows);
  return { users: 1, listings: rows.length, listingPhotos: photoRows.length };
}
