import type { ListingAttributes } from "../schema";

/** A sample photo once stored (re-encoded the way an upload is). */
export interface StoredPhoto {
  storageKey: string;
  width: number;
  height: number;
  phash?: string;
}

export interface SampleListingSeed {
  title: string;
  /** Plain text with line breaks. */
  description: string;
  /** Rupees; null only with a priceText such as "On request". */
  price: number | null;
  priceText?: string;
  negotiable: boolean;
  /** Category and subcategory names, as in CATEGORIES. */
  category: string;
  subcategory: string;
  condition?: "new" | "like_new" | "used" | "refurbished";
  attributes: ListingAttributes;
  featured: boolean;
  showPhone: boolean;
  /** 0 is shown as "New". */
  rating: number;
  reviewsCount: number;
  viewsCount: number;
  favoritesCount: number;
  /** One of the popular cities; the state comes from POPULAR_CITIES. */
  city: string;
  locality: string;
  pincode: string;
  lat: number;
  lng: number;
  /** Age of the ad when seeded, in hours. */
  postedHoursAgo: number;
  /** File names in db/seed/photos, cover first. */
  photos: string[];
}
