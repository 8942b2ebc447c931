import type { ListingCondition } from "./listings-schemas";

/** Shapes the listings use-cases return; plain JSON (dates as ISO strings) for pages and the API alike. */

export interface ListingPhotoView {
  storageKey: string;
  width: number;
  height: number;
}

export interface ListingCardView {
  id: number;
  title: string;
  /** Rupees; null when the ad shows a text price such as "On request". */
  price: number | null;
  priceText: string | null;
  city: string;
  locality: string | null;
  postedAt: string;
  featured: boolean;
  condition: ListingCondition | null;
  /** The start of the description, for the list view. */
  excerpt: string;
  cover: ListingPhotoView | null;
}

export type ListingStatus = "active" | "sold" | "reserved" | "inactive" | "expired" | "removed" | "pending";

export interface ListingDetailView extends Omit<ListingCardView, "cover" | "excerpt"> {
  description: string;
  currency: string;
  negotiable: boolean;
  status: ListingStatus;
  state: string | null;
  attributes: Record<string, string | number | boolean>;
  rating: number;
  reviewsCount: number;
  viewsCount: number;
  /** Whether the seller lets signed-in buyers reveal their phone number (the number itself is never here). */
  showPhone: boolean;
  /** Why Mandi's moderators removed the ad; null unless they did (only its seller is shown the ad then). */
  removedReason: string | null;
  category: { id: number; name: string; slug: string };
  subcategory: { id: number; name: string; slug: string } | null;
  photos: ListingPhotoView[];
  seller: {
    id: string;
    name: string;
    memberSince: string;
    /** The seller confirmed their phone number with an SMS code. */
    phoneVerified: boolean;
    /** The seller's other active ads, this one excluded. */
    otherActiveAds: number;
  };
}

/** Listings a visitor may still act on; the others are shown with a notice. */
export function isListingAvailable(listing: Pick<ListingDetailView, "status">): boolean {
  return listing.status === "active" || listing.status === "reserved";
}
