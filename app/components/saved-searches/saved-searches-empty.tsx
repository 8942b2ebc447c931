import { Search } from "lucide-react";
import { Link } from "react-router";
import { m } from "~/i18n/paraglide/messages";

export function SavedSearchesEmpty() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 px-4 py-12 text-center">
      <Search aria-hidden className="size-10 text-slate-400" />
      <p className="font-semibold">{m.browse_saved_searches_empty_title()}</p>
      <p className="max-w-md text-sm text-slate-700">{m.browse_saved_searches_empty_text()}</p>
      <Link to="/products" className="rounded-md bg-brand px-4 py-2 font-semibold text-white">
        {m.browse_saved_searches_browse_ads()}
      </Link>
    </div>
  );
}
