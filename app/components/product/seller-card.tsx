import { BadgeCheck } from "lucide-react";
import { Link } from "react-router";
import { formatMonthYear, formatNumber } from "~/app/components/listing/format";
import { formatAverage } from "~/app/components/seller/rating-stars";
import type { ListingDetailView } from "~/domain/listings/listing-views";
import type { RatingSummary } from "~/domain/ratings/rating-views";

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
        Seller
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
              Verified phone
            </p>
          ) : null}
          {ratings.average !== null ? (
            <Link
              to={`/seller/${encodeURIComponent(seller.id)}#ratings`}
              className="text-sm font-semibold text-brand hover:underline"
            >
              {`${formatAverage(ratings.average)} ★ · ${ratings.count === 1 ? "1 rating" : `${formatNumber(ratings.count)} ratings`}`}
            </Link>
          ) : null}
          <p className="text-sm text-slate-600">Member since {formatMonthYear(seller.memberSince)}</p>
          <p className="text-sm text-slate-600">
            {others === 0
              ? "No other active ads"
              : `${formatNumber(others)} other active ${others === 1 ? "ad" : "ads"}`}
          </p>
          <Link
            to={`/seller/${encodeURIComponent(seller.id)}`}
            className="text-sm font-semibold text-brand underline"
          >
            View profile
          </Link>
        </div>
      </div>
    </section>
  );
}
