import { Icon } from "~/app/components/ui/icon";
import { useHydrated } from "~/app/hooks/use-hydrated";
import { useToast } from "~/app/hooks/use-toast";
import { useCart } from "~/app/lib/cart";
import type { ListingPhotoView } from "~/domain/listings/listing-views";
import { listingCartItem } from "./listing-cart-item";

/**
 * Adds the ad to this browser's cart. Only goods (ads with a condition) with a numeric price can be bought this
 * way: a job, a flat to rent or an "On request" price is not something to put in a cart.
 */
export function AddToCartButton({
  listing,
  className = "",
}: {
  listing: {
    id: number;
    title: string;
    price: number | null;
    condition: string | null;
    cover: ListingPhotoView | null;
  };
  className?: string;
}) {
  const cart = useCart();
  const { toast } = useToast();
  // The cart lives in the browser: until the page is interactive there is nothing to add to.
  const hydrated = useHydrated();
  const { price } = listing;
  if (price === null || listing.condition === null) return null;

  function add() {
    const { product, variant } = listingCartItem({ ...listing, price: price ?? 0 });
    const result = cart.add(product, variant);
    if (result.ok) toast({ title: "Added to cart", description: `${listing.title} is in your cart.` });
    else toast({ title: "Not enough stock", description: result.message, variant: "destructive" });
  }

  return (
    <button
      type="button"
      onClick={add}
      disabled={!hydrated}
      className={`inline-flex items-center justify-center gap-2 rounded-md px-4 py-2.5 font-semibold disabled:opacity-60 ${className}`}
    >
      <Icon name="shopping-cart" className="size-5" />
      Add to cart
      <span className="sr-only">: {listing.title}</span>
    </button>
  );
}
