import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { m } from "~/i18n/paraglide/messages";

export function EmptyResults() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg bg-white px-4 py-12 text-center">
      <SearchX aria-hidden="true" className="size-12 text-slate-400" />
      <h2 className="text-xl font-bold">{m.browse_products_empty_title()}</h2>
      <p className="text-slate-700">{m.browse_products_empty_text()}</p>
      <Link to="/#categories" className="rounded-md bg-brand px-4 py-2 font-semibold text-white">
        {m.browse_products_empty_browse_categories()}
      </Link>
    </div>
  );
}
