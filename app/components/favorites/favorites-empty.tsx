import { Heart } from "lucide-react";
import { Link } from "react-router";
import { m } from "~/i18n/paraglide/messages";

export function FavoritesEmpty() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg bg-white px-4 py-16 text-center">
      <Heart aria-hidden="true" className="size-12 text-slate-400" />
      <p className="text-lg font-semibold">{m.product_favorites_empty()}</p>
      <Link
        to="/products"
        className="rounded-md bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand/90"
      >
        {m.product_favorites_discover()}
      </Link>
    </div>
  );
}
