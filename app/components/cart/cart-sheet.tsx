import * as Dialog from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import { Link } from "react-router";
import { DialogTitleBar } from "~/app/components/ui/dialog-title-bar";
import { Icon } from "~/app/components/ui/icon";
import { toast } from "~/app/hooks/use-toast";
import { formatCents, useCart } from "~/app/lib/cart";
import { CartItemRow } from "./cart-item-row";

export const CHECKOUT_DISCONNECTED_TOAST = {
  title: "This feature isn't implemented yet",
  description: "The online store functionality has been disconnected, so checkout is not available.",
};

/** The cart side sheet; its code is fetched when the cart button is first used (see cart-panel.tsx). */
export default function CartSheet({
  open,
  onOpenChange,
  triggerRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const cart = useCart();

  function changeQuantity(variantId: string, quantity: number) {
    const result = cart.updateQuantity(variantId, quantity);
    if (!result.ok) toast({ title: "Not enough stock", description: result.message, variant: "destructive" });
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-store text-slate-100 shadow-2xl"
        >
          <DialogTitleBar
            title="Shopping Cart"
            closeLabel="Close cart"
            className="border-b border-slate-700 p-4"
            closeHoverClass="hover:bg-slate-800"
          />

          <div className="flex-1 overflow-y-auto px-4">
            {cart.items.length === 0 ? (
              <div className="py-10 text-center text-slate-400">
                <Icon name="shopping-cart" size={40} className="mx-auto" />
                <p className="mt-3">Nothing in your cart yet.</p>
                <Dialog.Close asChild>
                  <Link to="/store" className="mt-2 inline-block font-semibold text-brand-light underline">
                    Browse the store
                  </Link>
                </Dialog.Close>
              </div>
            ) : (
              <ul>
                {cart.items.map((item) => (
                  <CartItemRow
                    key={item.variant.id}
                    item={item}
                    onQuantity={(quantity) => changeQuantity(item.variant.id, quantity)}
                    onRemove={() => cart.remove(item.variant.id)}
                  />
                ))}
              </ul>
            )}
          </div>

          <div className="border-t border-slate-700 p-4">
            <div className="flex items-center justify-between text-lg font-bold">
              <span>Total</span>
              <span>{formatCents(cart.totalInCents)}</span>
            </div>
            {cart.items.length > 0 && (
              <button type="button" onClick={cart.clear} className="mt-2 text-sm text-slate-300 underline">
                Clear cart
              </button>
            )}
            <CheckoutArea empty={cart.items.length === 0} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CheckoutArea({ empty }: { empty: boolean }) {
  const explain = () => toast(CHECKOUT_DISCONNECTED_TOAST);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users reach the same notice through the focusable checkout button
    // biome-ignore lint/a11y/noStaticElementInteractions: a click anywhere on the disabled checkout explains why it is disabled
    <div className="mt-4 cursor-not-allowed" onClick={explain}>
      <button
        type="button"
        aria-disabled="true"
        aria-describedby="checkout-disconnected"
        onClick={(event) => {
          event.stopPropagation();
          explain();
        }}
        className="h-12 w-full rounded-md bg-slate-700 font-semibold text-slate-300"
      >
        Proceed to Checkout
      </button>
      <p id="checkout-disconnected" className="mt-2 text-center text-sm text-slate-400">
        {empty && <span className="block">Your cart is empty</span>}
        Online store is currently disconnected.
      </p>
    </div>
  );
}
