import { PackageX } from "lucide-react";
import { Link } from "react-router";
import { m } from "~/i18n/paraglide/messages";

export function ProductNotFound() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center">
      <PackageX aria-hidden="true" className="size-14 text-slate-400" />
      <h1 className="text-2xl font-bold">{m.product_not_found_title()}</h1>
      <p className="text-slate-700">{m.product_not_found_text()}</p>
      <Link to="/products" className="rounded-md bg-brand px-4 py-2 font-semibold text-white">
        {m.product_back_to_listings()}
      </Link>
    </main>
  );
}
