import { Icon } from "~/app/components/ui/icon";
import { m } from "~/i18n/paraglide/messages";

export const CART_BUTTON_CLASS =
  "relative inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-brand-light";

/** "Cart", or "Cart, 3 items": the badge is drawn for the eye, the count is in the name. */
export function cartLabel(count: number): string {
  if (count <= 0) return m.product_cart_label();
  return count === 1 ? m.product_cart_label_one({ count }) : m.product_cart_label_many({ count });
}

/** The cart icon with its badge (the sum of the quantities). */
export function CartIcon({ count }: { count: number }) {
  return (
    <>
      <Icon name="shopping-cart" size={22} />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-sell px-1 text-xs font-bold text-brand"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </>
  );
}
