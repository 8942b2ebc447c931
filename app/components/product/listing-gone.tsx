import { PackageX } from "lucide-react";
import { Link } from "react-router";
import type { ListingCardView } from "~/domain/listings/listing-views";
import { SimilarAds } from "./similar-ads";

/** What everyone but the seller sees of an ad its seller has deactivated or deleted: nothing of it, and similar ads. */
export function ListingGone({
  similar,
  favorites,
}: {
  similar: ListingCardView[];
  favorites: ReadonlySet<number> | null;
}) {
  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-6">
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        <PackageX aria-hidden="true" className="size-14 text-slate-400" />
        <h1 className="text-2xl font-bold">This ad is no longer available</h1>
        <p className="text-slate-700">The seller has taken this ad down.</p>
        <Link to="/products" className="rounded-md bg-brand px-4 py-2 font-semibold text-white">
          Go back to listings
        </Link>
      </div>
      <SimilarAds similar={similar} favorites={favorites} />
    </main>
  );
}
