import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/app/hooks/use-hydrated";
import { m } from "~/i18n/paraglide/messages";
import { CART_BUTTON_CLASS, CartIcon } from "./cart-icon";

const CartPanel = lazy(() => import("./cart-panel").then((m) => ({ default: m.CartPanel })));

/**
 * The store header's cart. Until the cart's code is in (before hydration, without JavaScript, and while the panel's
 * chunk loads) it is a link to the /cart page, without a badge (listing pages are kept rendered for every
 * signed-out visitor, so the server's header never depends on the cart cookie); then the
 * button that opens the cart sheet takes its place, at the same size. A plain button here was a tap that did
 * nothing, and React does not replay a tap on an element that has no handler once hydrated.
 */
export function CartButton() {
  const hydrated = useHydrated();
  const link = (
    <Link to="/cart" aria-label={m.product_cart_label()} className={CART_BUTTON_CLASS}>
      <CartIcon count={0} />
    </Link>
  );
  if (!hydrated) return link;
  return (
    <Suspense fallback={link}>
      <CartPanel />
    </Suspense>
  );
}
