import { lazy, Suspense, useRef, useState } from "react";
import { useCart } from "~/app/hooks/use-cart";
import { CART_BUTTON_CLASS, CartIcon, cartLabel } from "./cart-icon";

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
        aria-label={cartLabel(cart.count)}
        onPointerEnter={loadSheet}
        onFocus={loadSheet}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={CART_BUTTON_CLASS}
      >
        <CartIcon count={cart.count} />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <CartSheet open={open} onOpenChange={setOpen} triggerRef={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
