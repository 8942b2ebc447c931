import { Minus, Plus, Trash } from "lucide-react";
import { type CartItem, formatCents, unitPriceInCents } from "~/app/lib/cart";
import { m } from "~/i18n/paraglide/messages";
import { CartForm } from "./cart-form";

/** One line of the cart; its steppers and Remove are forms (see CartForm), handled in the browser when given. */
export function CartItemRow({
  item,
  redirectTo,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  redirectTo: string;
  onQuantity?: ((quantity: number) => void) | undefined;
  onRemove?: (() => void) | undefined;
}) {
  const { product, variant, quantity } = item;
  // An ad's one variant (see listing-cart-item.ts) is kept in the cookie in English.
  const variantTitle = variant.title === "Standard" ? m.product_cart_variant_standard() : variant.title;
  const name = `${product.title} (${variantTitle})`;
  const stepper =
    "inline-flex h-8 w-8 items-center justify-center rounded border border-slate-600 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-brand-light";
  const variantId = { variantId: variant.id };
  return (
    <li className="flex gap-3 border-b border-slate-700 py-4">
      <div className="h-16 w-16 shrink-0 overflow-hidden rounded bg-slate-800">
        {product.image ? (
          <img src={product.image} alt="" width={64} height={64} className="h-16 w-16 object-cover" />
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{product.title}</p>
        <p className="text-sm text-slate-400">{variantTitle}</p>
        <p className="text-sm">{formatCents(unitPriceInCents(variant))}</p>
        <div className="mt-2 flex items-center gap-2">
          <CartForm
            intent="quantity"
            fields={{ ...variantId, quantity: quantity - 1 }}
            redirectTo={redirectTo}
            onSubmit={onQuantity && (() => onQuantity(quantity - 1))}
          >
            <button type="submit" className={stepper} aria-label={m.product_cart_decrease({ name })}>
              <Minus aria-hidden="true" width={14} height={14} />
            </button>
          </CartForm>
          <output aria-label={m.product_cart_quantity({ name })} className="w-8 text-center tabular-nums">
            {quantity}
          </output>
          <CartForm
            intent="quantity"
            fields={{ ...variantId, quantity: quantity + 1 }}
            redirectTo={redirectTo}
            onSubmit={onQuantity && (() => onQuantity(quantity + 1))}
          >
            <button type="submit" className={stepper} aria-label={m.product_cart_increase({ name })}>
              <Plus aria-hidden="true" width={14} height={14} />
            </button>
          </CartForm>
          <CartForm
            intent="remove"
            fields={variantId}
            redirectTo={redirectTo}
            onSubmit={onRemove}
            className="ml-auto"
          >
            <button
              type="submit"
              aria-label={m.product_cart_remove({ name })}
              className="inline-flex h-8 w-8 items-center justify-center rounded text-slate-300 hover:bg-slate-800 hover:text-white"
            >
              <Trash aria-hidden="true" width={16} height={16} />
            </button>
          </CartForm>
        </div>
      </div>
    </li>
  );
}
