import { lazy, Suspense, useRef, useState } from "react";
import { Icon } from "~/app/components/ui/icon";
import { useCart } from "~/app/lib/cart";

const loadSheet = () => import("./cart-sheet");
const CartSheet = lazy(loadSheet);

/**
 * The store header's cart button (badge = total quantity). The cart side sheet it opens is fetched when the
 * button is first pointed at, focused or pressed.
 */
export function CartPanel() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const cart = useCart();

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={cart.count > 0 ? `Cart, ${cart.count} ${cart.count === 1 ? "item" : "items"}` : "Cart"}
        onPointerEnter={loadSheet}
        onFocus={loadSheet}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="relative inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-brand-light"
      >
        <Icon name="shopping-cart" size={22} />
        {cart.count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-sell px-1 text-xs font-bold text-brand"
          >
            {cart.count > 99 ? "99+" : cart.count}
          </span>
        )}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <CartSheet open={open} onOpenChange={setOpen} triggerRef={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
