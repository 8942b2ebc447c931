import { sql } from "drizzle-orm";
import { listings } from "~/db/schema";
import type { ListingCardView, ListingPhotoView } from "./listing-views";

const EXCERPT_LENGTH = 180;

/**
 * The columns every listing card needs, the cover photo (position 0 first) included, in one row.
 * The subquery names "listings"."id" in full: drizzle renders ${listings.id} unqualified, and inside the
 * subquery a bare "id" would mean the photo's own id.
 */
export const listingCardColumns = {
  id: listings.id,
  title: listings.title,
  price: listings.price,
  priceText: listings.priceText,
  city: listings.city,
  locality: listings.locality,
  postedAt: listings.postedAt,
  featured: listings.featured,
  condition: listings.condition,
  excerpt: sql<string>`left(${listings.description}, ${sql.raw(String(EXCERPT_LENGTH))})`,
  cover: sql<ListingPhotoView | null>`(
    select json_build_object('storageKey', p.storage_key, 'width', p.width, 'height', p.height)
    from listing_photos p where p.listing_id = "listings"."id"
    order by p.position, p.id limit 1)`,
};

export interface ListingCardRow {
  id: number;
  title: string;
  price: number | string | null;
  priceText: string | null;
  city: string;
  locality: string | null;
  postedAt: Date | string;
  featured: boolean;
  condition: ListingCardView["condition"];
  excerpt: string;
  cover: ListingPhotoView | string | null;
}

/** Raw SQL rows come back with numeric as text and json possibly as text, depending on the driver. */
export function toListingCard(row: ListingCardRow): ListingCardView {
  const cover = typeof row.cover === "string" ? (JSON.parse(row.cover) as ListingPhotoView) : row.cover;
  return {
    id: Number(row.id),
    title: row.title,
    price: row.price === null ? null : Number(row.price),
    priceText: row.priceText,
    city: row.city,
    locality: row.locality,
    postedAt: new Date(row.postedAt).toISOString(),
    featured: row.featured,
    condition: row.condition,
    excerpt: row.excerpt.replace(/\s+/g, " ").trim(),
    cover: cover ?? null,
  };
}
