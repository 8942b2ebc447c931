import { Minus, Plus, Trash } from "lucide-react";
import { type CartItem, formatCents, unitPriceInCents } from "~/app/lib/cart";

export function CartItemRow({
  item,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { product, variant, quantity } = item;
  const name = `${product.title} (${variant.title})`;
  const stepper =
    "inline-flex h-8 w-8 items-center justify-center rounded border border-slate-600 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-brand-light";
  return (
    <li className="flex gap-3 border-b border-slate-700 py-4">
      <div className="h-16 w-16 shrink-0 overflow-hidden rounded bg-slate-800">
        {product.image ? (
          <img src={product.image} alt="" width={64} height={64} className="h-16 w-16 object-cover" />
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{product.title}</p>
        <p className="text-sm text-slate-400">{variant.title}</p>
        <p className="text-sm">{formatCents(unitPriceInCents(variant))}</p>
        <div className="mt-2 flex items-center gap-2">
          <button
            type="button"
            className={stepper}
            aria-label={`Decrease quantity of ${name}`}
            onClick={() => onQuantity(quantity - 1)}
          >
            <Minus aria-hidden="true" width={14} height={14} />
          </button>
          <output aria-label={`Quantity of ${name}`} className="w-8 text-center tabular-nums">
            {quantity}
          </output>
          <button
            type="button"
            className={stepper}
            aria-label={`Increase quantity of ${name}`}
            onClick={() => onQuantity(quantity + 1)}
          >
            <Plus aria-hidden="true" width={14} height={14} />
          </button>
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove ${name}`}
            className="ml-auto inline-flex h-8 w-8 items-center justify-center rounded text-slate-300 hover:bg-slate-800 hover:text-white"
          >
            <Trash aria-hidden="true" width={16} height={16} />
          </button>
        </div>
      </div>
    </li>
  );
}
