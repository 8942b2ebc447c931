import type { ReactNode } from "react";
import { Icon } from "~/app/components/ui/icon";
import { type CartItem, formatCents } from "~/app/lib/cart";
import { m } from "~/i18n/paraglide/messages";
import { CartForm } from "./cart-form";
import { CartItemRow } from "./cart-item-row";

/** Its words are read when it is shown (getters), in the page's language. */
export const CHECKOUT_DISCONNECTED_TOAST = {
  get title() {
    return m.product_cart_checkout_toast_title();
  },
  get description() {
    return m.product_cart_checkout_toast_text();
  },
};

/** What the browser does instead of posting each form, once the scripts run. */
export interface CartActions {
  changeQuantity: (variantId: string, quantity: number) => void;
  remove: (variantId: string) => void;
  clear: () => void;
  explainCheckout: () => void;
}

/**
 * The cart's lines, total, Clear cart and the disconnected checkout: the side sheet's content and the /cart page's.
 * Every control is a form to /cart (see CartForm), so the page works before and without the scripts.
 */
export function CartContents({
  items,
  totalInCents,
  redirectTo,
  actions,
  browseLink,
}: {
  items: CartItem[];
  totalInCents: number;
  redirectTo: string;
  actions?: CartActions | undefined;
  /** "Browse the store", shown when the cart is empty (the sheet wraps it to close itself). */
  browseLink: ReactNode;
}) {
  return (
    <>
      <div className="flex-1 overflow-y-auto px-4">
        {items.length === 0 ? (
          <div className="py-10 text-center text-slate-400">
            <Icon name="shopping-cart" size={40} className="mx-auto" />
            <p className="mt-3">{m.product_cart_empty()}</p>
            {browseLink}
          </div>
        ) : (
          <ul>
            {items.map((item) => (
              <CartItemRow
                key={item.variant.id}
                item={item}
                redirectTo={redirectTo}
                onQuantity={actions && ((quantity) => actions.changeQuantity(item.variant.id, quantity))}
                onRemove={actions && (() => actions.remove(item.variant.id))}
              />
            ))}
          </ul>
        )}
      </div>

      <div className="border-t border-slate-700 p-4">
        <div className="flex items-center justify-between text-lg font-bold">
          <span>{m.product_cart_total()}</span>
          <span>{formatCents(totalInCents)}</span>
        </div>
        {items.length > 0 && (
          <CartForm intent="clear" redirectTo={redirectTo} onSubmit={actions?.clear}>
            <button type="submit" className="mt-2 text-sm text-slate-300 underline">
              {m.product_cart_clear()}
            </button>
          </CartForm>
        )}
        <CheckoutArea empty={items.length === 0} redirectTo={redirectTo} explain={actions?.explainCheckout} />
      </div>
    </>
  );
}

function CheckoutArea({
  empty,
  redirectTo,
  explain,
}: {
  empty: boolean;
  redirectTo: string;
  explain?: (() => void) | undefined;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users reach the same notice through the focusable checkout button
    // biome-ignore lint/a11y/noStaticElementInteractions: a click anywhere on the disabled checkout explains why it is disabled
    <div className="mt-4 cursor-not-allowed" onClick={explain}>
      {/* Disabled for people (aria-disabled), yet a press still explains why: the server answers it with the toast. */}
      <CartForm intent="checkout" redirectTo={redirectTo} onSubmit={explain}>
        <button
          type="submit"
          aria-disabled="true"
          aria-describedby="checkout-disconnected"
          onClick={(event) => event.stopPropagation()}
          className="h-12 w-full rounded-md bg-slate-700 font-semibold text-slate-300"
        >
          {m.product_cart_checkout()}
        </button>
      </CartForm>
      <p id="checkout-disconnected" className="mt-2 text-center text-sm text-slate-400">
        {empty && <span className="block">{m.product_cart_is_empty()}</span>}
        {m.product_cart_disconnected()}
      </p>
    </div>
  );
}
