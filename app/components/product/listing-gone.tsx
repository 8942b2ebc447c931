import { PackageX } from "lucide-react";
import { Link } from "react-router";
import type { ListingCardView } from "~/domain/listings/listing-views";
import { m } from "~/i18n/paraglide/messages";
import { SimilarAds } from "./similar-ads";

/**
 * What everyone but the seller sees of an ad its seller has deactivated or deleted, or that Mandi's moderators
 * removed: nothing of it, why it is gone, and similar ads.
 */
export function ListingGone({
  similar,
  favorites,
  removedByModerator = false,
}: {
  similar: ListingCardView[];
  favorites: ReadonlySet<number> | null;
  removedByModerator?: boolean;
}) {
  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-6">
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        <PackageX aria-hidden="true" className="size-14 text-slate-400" />
        <h1 className="text-2xl font-bold">
          {removedByModerator ? m.product_gone_removed_title() : m.product_gone_title()}
        </h1>
        <p className="text-slate-700">
          {removedByModerator ? m.product_gone_removed_text() : m.product_gone_text()}
        </p>
        <Link to="/products" className="rounded-md bg-brand px-4 py-2 font-semibold text-white">
          {m.product_back_to_listings()}
        </Link>
      </div>
      <SimilarAds similar={similar} favorites={favorites} />
    </main>
  );
}
