import * as Dialog from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import { Link, useLocation } from "react-router";
import { DialogTitleBar } from "~/app/components/ui/dialog-title-bar";
import { m } from "~/i18n/paraglide/messages";
import { CartContents } from "./cart-contents";
import { useCartActions } from "./use-cart-actions";

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
  const { cart, actions } = useCartActions();
  const { pathname, search } = useLocation();

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
            title={m.product_cart_title()}
            closeLabel={m.product_cart_close()}
            className="border-b border-slate-700 p-4"
            closeHoverClass="hover:bg-slate-800"
          />
          <CartContents
            items={cart.items}
            totalInCents={cart.totalInCents}
            redirectTo={`${pathname}${search}`}
            actions={actions}
            browseLink={
              <Dialog.Close asChild>
                <Link to="/store" className="mt-2 inline-block font-semibold text-brand-light underline">
                  {m.product_cart_browse_store()}
                </Link>
              </Dialog.Close>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
