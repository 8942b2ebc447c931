import { useCart } from "~/app/hooks/use-cart";
import { toast } from "~/app/hooks/use-toast";
import type { CartItem } from "~/app/lib/cart";
import { localizeText } from "~/i18n/domain-text";
import { type CartActions, CHECKOUT_DISCONNECTED_TOAST } from "./cart-contents";

/** The cart and what its controls do in the browser (the sheet and the /cart page once the scripts run). */
export function useCartActions(serverItems?: CartItem[]): {
  cart: ReturnType<typeof useCart>;
  actions: CartActions;
} {
  const cart = useCart(serverItems);
  return {
    cart,
    actions: {
      changeQuantity: (variantId, quantity) => {
        const result = cart.updateQuantity(variantId, quantity);
        if (!result.ok)
          toast({
            title: localizeText(result.title),
            description: localizeText(result.description),
            variant: "destructive",
          });
      },
      remove: cart.remove,
      clear: cart.clear,
      explainCheckout: () => toast(CHECKOUT_DISCONNECTED_TOAST),
    },
  };
}
