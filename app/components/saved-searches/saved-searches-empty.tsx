import { Search } from "lucide-react";
import { Link } from "react-router";

export function SavedSearchesEmpty() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 px-4 py-12 text-center">
      <Search aria-hidden className="size-10 text-slate-400" />
      <p className="font-semibold">No saved searches yet</p>
      <p className="max-w-md text-sm text-slate-700">
        Search for what you want, then press “Save search” on the results: we tell you when a new ad matches.
      </p>
      <Link to="/products" className="rounded-md bg-brand px-4 py-2 font-semibold text-white">
        Browse ads
      </Link>
    </div>
  );
}
