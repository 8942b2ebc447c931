import { and, asc, eq, ne } from "drizzle-orm";
import { categories, listingPhotos, listings, subcategories } from "~/db/schema";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import type { PostAdInput } from "./listing-schemas";
import type { ListingPhotoView, ListingStatus } from "./listing-views";

export interface AdForEdit {
  id: number;
  status: ListingStatus;
  /** The ad as the form and PostAdSchema take it. */
  ad: PostAdInput & { category: string; subcategory: string };
  photos: ListingPhotoView[];
}

/** One of the user's own ads, ready to be edited; NOT_FOUND for anybody else's (or a removed one). */
export async function getListingForEdit(
  { db }: Pick<Services, "db">,
  input: { userId: string; listingId: number },
): Promise<AdForEdit> {
  const [row] = await db
    .select({ listing: listings, category: categories.slug, subcategory: subcategories.slug })
    .from(listings)
    .innerJoin(categories, eq(categories.id, listings.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, listings.subcategoryId))
    .where(
      and(
        eq(listings.id, input.listingId),
        eq(listings.userId, input.userId),
        ne(listings.status, "removed"),
      ),
    );
  if (!row) throw new AppError("NOT_FOUND", "server_favorites_product_not_found");
  const photos = await db
    .select({
      storageKey: listingPhotos.storageKey,
      width: listingPhotos.width,
      height: listingPhotos.height,
    })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, input.listingId))
    .orderBy(asc(listingPhotos.position), asc(listingPhotos.id));

  const l = row.listing;
  return {
    id: l.id,
    status: l.status,
    photos,
    ad: {
      category: row.category,
      subcategory: row.subcategory ?? "",
      title: l.title,
      description: l.description,
      condition: l.condition ?? undefined,
      attributes: l.attributes,
      price: l.price === null ? undefined : Number(l.price),
      negotiable: l.negotiable,
      photos: photos.map((p) => p.storageKey),
      city: l.city,
      locality: l.locality ?? undefined,
      pincode: l.pincode ?? undefined,
      sellerName: l.sellerName,
      sellerPhone: l.sellerPhone,
      showPhone: l.showPhone,
    },
  };
}
