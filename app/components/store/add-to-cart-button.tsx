import { useLocation } from "react-router";
import { CartForm } from "~/app/components/cart/cart-form";
import { Icon } from "~/app/components/ui/icon";
import { useCart } from "~/app/hooks/use-cart";
import { useToast } from "~/app/hooks/use-toast";
import type { ListingPhotoView } from "~/domain/listings/listing-views";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";
import { listingCartItem } from "./listing-cart-item";

/**
 * Adds the ad to this browser's cart. Only goods (ads with a condition) with a numeric price can be bought this
 * way: a job, a flat to rent or an "On request" price is not something to put in a cart. Before the scripts run
 * it is a form the server answers (the cart is a cookie), coming back here with the same toast.
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
  const { pathname, search } = useLocation();
  const { price } = listing;
  if (price === null || listing.condition === null) return null;

  function add() {
    const { product, variant } = listingCartItem({ ...listing, price: price ?? 0 });
    const result = cart.add(product, variant);
    if (result.ok) {
      toast({
        title: m.product_cart_added_title(),
        description: m.product_cart_added_text({ title: listing.title }),
      });
    } else {
      toast({
        title: localizeText(result.title),
        description: localizeText(result.description),
        variant: "destructive",
      });
    }
  }

  return (
    <CartForm
      intent="add"
      fields={{ listingId: listing.id }}
      redirectTo={`${pathname}${search}`}
      onSubmit={add}
    >
      <button
        type="submit"
        className={`inline-flex items-center justify-center gap-2 rounded-md px-4 py-2.5 font-semibold ${className}`}
      >
        <Icon name="shopping-cart" className="size-5" />
        {m.product_cart_add()}
        <span className="sr-only">: {listing.title}</span>
      </button>
    </CartForm>
  );
}
