import { BadgeCheck } from "lucide-react";
import { Link } from "react-router";
import { formatMonthYear, formatNumber } from "~/app/components/listing/format";
import { formatAverage } from "~/app/components/seller/rating-stars";
import type { ListingDetailView } from "~/domain/listings/listing-views";
import type { RatingSummary } from "~/domain/ratings/rating-views";
import { m } from "~/i18n/paraglide/messages";

export function SellerCard({
  seller,
  ratings,
}: {
  seller: ListingDetailView["seller"];
  /** The seller's ratings after deals; the average links to them on the profile. */
  ratings: RatingSummary;
}) {
  const initial = seller.name.trim().charAt(0).toUpperCase() || "?";
  const others = seller.otherActiveAds;
  return (
    <section aria-labelledby="seller-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="seller-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {m.product_seller_heading()}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand text-xl font-bold text-white"
        >
          {initial}
        </span>
        <div className="min-w-0">
          <p className="truncate text-lg font-bold">{seller.name}</p>
          {seller.phoneVerified ? (
            <p className="flex items-center gap-1 text-sm font-semibold text-emerald-800">
              <BadgeCheck aria-hidden="true" className="size-4" />
              {m.product_verified_phone()}
            </p>
          ) : null}
          {ratings.average !== null ? (
            <Link
              to={`/seller/${encodeURIComponent(seller.id)}#ratings`}
              className="text-sm font-semibold text-brand hover:underline"
            >
              {`${formatAverage(ratings.average)} ★ · ${ratings.count === 1 ? m.product_ratings_one() : m.product_ratings_many({ count: formatNumber(ratings.count) })}`}
            </Link>
          ) : null}
          <p className="text-sm text-slate-600">
            {m.product_member_since({ date: formatMonthYear(seller.memberSince) })}
          </p>
          <p className="text-sm text-slate-600">
            {others === 0
              ? m.product_seller_no_other_ads()
              : others === 1
                ? m.product_seller_other_ads_one({ count: formatNumber(others) })
                : m.product_seller_other_ads_many({ count: formatNumber(others) })}
          </p>
          <Link
            to={`/seller/${encodeURIComponent(seller.id)}`}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand underline"
          >
            {m.product_seller_view_profile()}
          </Link>
        </div>
      </div>
    </section>
  );
}
