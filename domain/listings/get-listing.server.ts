import { asc, eq, sql } from "drizzle-orm";
import { categories, listingPhotos, listings, subcategories, users } from "~/db/schema";
import { AppError } from "../shared/app-error";
import { localText } from "../shared/local-text";
import type { Services } from "../shared/services";
import type { ListingDetailView } from "./listing-views";

/**
 * One listing with its photos, category, and seller card, whatever its status: the page decides how to show a
 * sold or removed ad. NOT_FOUND when no listing has that id.
 */
export async function getListing(
  { db }: Pick<Services, "db">,
  input: { id: number },
): Promise<ListingDetailView> {
  const [row] = await db
    .select({
      listing: listings,
      category: {
        id: categories.id,
        name: localText(categories.name, categories.nameHi),
        slug: categories.slug,
      },
      subcategory: {
        id: subcategories.id,
        name: localText(subcategories.name, subcategories.nameHi),
        slug: subcategories.slug,
      },
      sellerCreatedAt: users.createdAt,
      sellerPhoneVerified: users.phoneNumberVerified,
      otherActiveAds: sql<number>`(
        select count(*)::int from listings other
        where other.user_id = ${listings.userId} and other.status = 'active' and other.id <> ${listings.id})`,
    })
    .from(listings)
    .innerJoin(categories, eq(categories.id, listings.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, listings.subcategoryId))
    .innerJoin(users, eq(users.id, listings.userId))
    .where(eq(listings.id, input.id));
  if (!row) throw new AppError("NOT_FOUND", "server_favorites_product_not_found");

  const photos = await db
    .select({
      storageKey: listingPhotos.storageKey,
      width: listingPhotos.width,
      height: listingPhotos.height,
    })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, input.id))
    .orderBy(asc(listingPhotos.position), asc(listingPhotos.id));

  const l = row.listing;
  return {
    id: l.id,
    title: l.title,
    description: l.description,
    price: l.price === null ? null : Number(l.price),
    priceText: l.priceText,
    currency: l.currency,
    negotiable: l.negotiable,
    status: l.status,
    featured: l.featured,
    condition: l.condition,
    city: l.city,
    state: l.state,
    locality: l.locality,
    postedAt: l.postedAt.toISOString(),
    attributes: l.attributes,
    rating: l.rating,
    reviewsCount: l.reviewsCount,
    viewsCount: l.viewsCount,
    showPhone: l.showPhone,
    removedReason: l.status === "removed" ? l.removedReason : null,
    category: row.category,
    subcategory: row.subcategory?.id ? row.subcategory : null,
    photos,
    seller: {
      id: l.userId,
      name: l.sellerName,
      memberSince: row.sellerCreatedAt.toISOString(),
      phoneVerified: row.sellerPhoneVerified,
      otherActiveAds: Number(row.otherActiveAds),
    },
  };
}
