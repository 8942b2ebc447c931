import { formatNumber } from "~/app/components/listing/format";
import { ListingGrid } from "~/app/components/listing/listing-grid";
import { Pager } from "~/app/components/ui/pager";
import type { SellerProfileView } from "~/domain/sellers/get-seller-profile.server";
import { m } from "~/i18n/paraglide/messages";

/** The seller's active ads, newest first, a page at a time. */
export function SellerAds({
  sellerId,
  ads,
  favorites,
}: {
  sellerId: string;
  ads: SellerProfileView["ads"];
  favorites: ReadonlySet<number> | null;
}) {
  return (
    <section aria-labelledby="seller-ads-heading" className="flex flex-col gap-4">
      <h2 id="seller-ads-heading" className="text-xl font-bold">
        {m.product_seller_active_ads()}{" "}
        <span className="font-normal text-slate-600">({formatNumber(ads.total)})</span>
      </h2>
      {ads.total === 0 ? (
        <p className="rounded-lg bg-white px-4 py-10 text-center text-slate-700">
          {m.product_seller_no_active_ads()}
        </p>
      ) : (
        <>
          <ListingGrid listings={ads.listings} favorites={favorites} />
          <Pager path={`/seller/${encodeURIComponent(sellerId)}`} page={ads.page} pageCount={ads.pageCount} />
        </>
      )}
    </section>
  );
}
