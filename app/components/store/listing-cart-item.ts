import { photoUrl } from "~/app/components/listing/photo-url";
import type { CartProduct, CartVariant } from "~/app/lib/cart";
import type { ListingPhotoView } from "~/domain/listings/listing-views";

export interface CartListing {
  id: number;
  title: string;
  /** Rupees. */
  price: number;
  cover: ListingPhotoView | null;
}

/**
 * A used item is one of a kind: the cart sees a single "Standard" variant with one unit in stock, so adding it
 * twice is refused with the cart's stock message.
 */
export function listingCartItem(listing: CartListing): { product: CartProduct; variant: CartVariant } {
  return {
    product: {
      id: String(listing.id),
      title: listing.title,
      image: listing.cover ? photoUrl(listing.cover.storageKey, 320) : undefined,
    },
    variant: {
      id: `listing-${listing.id}`,
      title: "Standard",
      manage_inventory: true,
      inventory_quantity: 1,
      price_in_cents: Math.round(listing.price * 100),
    },
  };
}
