import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { categories, listingPhotos, listings, subcategories, users } from "~/db/schema";
import { latinSearchForm } from "./indic-text";

/** Test fixtures: a seller and listings in the reference categories the seed provides. */

export async function insertSeller(db: Db, id = "seller-1", createdAt = new Date("2023-04-15T10:00:00Z")) {
  await db.insert(users).values({ id, name: `Seller ${id}`, email: `${id}@example.test`, createdAt });
  return id;
}

export interface ListingFixture {
  title: string;
  description?: string;
  price?: number | null;
  priceText?: string | null;
  category?: string;
  subcategory?: string | null;
  condition?: "new" | "like_new" | "used" | "refurbished" | "for_parts" | null;
  status?: "active" | "sold" | "reserved" | "inactive" | "expired" | "removed";
  featured?: boolean;
  city?: string;
  lat?: number | null;
  lng?: number | null;
  postedAt?: Date;
  userId?: string;
  photos?: number;
}

export async function insertListing(db: Db, fixture: ListingFixture): Promise<number> {
  const [category] = await db
    .select()
    .from(categories)
    .where(eq(categories.slug, fixture.category ?? "mobiles"));
  if (!category) throw new Error(`no category ${fixture.category}`);
  const subSlug = fixture.subcategory === undefined ? undefined : fixture.subcategory;
  const [sub] = subSlug
    ? await db
        .select()
        .from(subcategories)
        .where(and(eq(subcategories.categoryId, category.id), eq(subcategories.slug, subSlug)))
    : [undefined];
  if (subSlug && !sub) throw new Error(`no subcategory ${subSlug}`);
  const description = fixture.description ?? "A fine item in good shape.";
  const [row] = await db
    .insert(listings)
    .values({
      userId: fixture.userId ?? "seller-1",
      title: fixture.title,
      description,
      searchLatin: latinSearchForm(fixture.title, description),
      price: fixture.price === undefined ? 1000 : fixture.price,
      priceText: fixture.priceText ?? null,
      categoryId: category.id,
      subcategoryId: sub?.id ?? null,
      categoryText: [category.name, sub?.name].filter(Boolean).join(" "),
      condition: fixture.condition === undefined ? "used" : fixture.condition,
      status: fixture.status ?? "active",
      featured: fixture.featured ?? false,
      city: fixture.city ?? "Mumbai",
      lat: fixture.lat === undefined ? 19.076 : fixture.lat,
      lng: fixture.lng === undefined ? 72.8777 : fixture.lng,
      sellerName: "Asha Rao",
      sellerPhone: "+919800000001",
      postedAt: fixture.postedAt ?? new Date(),
    })
    .returning({ id: listings.id });
  if (!row) throw new Error("insert failed");
  for (let position = 0; position < (fixture.photos ?? 0); position++) {
    await db.insert(listingPhotos).values({
      listingId: row.id,
      position,
      storageKey: `listings/test-${row.id}-${position}`,
      width: 1280,
      height: 960,
    });
  }
  return row.id;
}

export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
