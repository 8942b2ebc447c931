import { lazy, Suspense } from "react";
import { Icon } from "~/app/components/ui/icon";
import { useHydrated } from "~/app/hooks/use-hydrated";

const CartPanel = lazy(() => import("./cart-panel").then((m) => ({ default: m.CartPanel })));

const buttonClass =
  "relative inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-brand-light";

/**
 * The store header's cart button. The server draws it without a badge (the cart lives in this browser); once the
 * page is hydrated the cart's code loads (only on store-themed pages) and the real button with its badge and the
 * cart sheet takes its place, at the same size.
 */
export function CartButton() {
  const hydrated = useHydrated();
  const plain = (
    <button
      type="button"
      aria-label="Cart"
      aria-haspopup="dialog"
      aria-expanded={false}
      className={buttonClass}
    >
      <Icon name="shopping-cart" size={22} />
    </button>
  );
  if (!hydrated) return plain;
  return (
    <Suspense fallback={plain}>
      <CartPanel />
    </Suspense>
  );
}
