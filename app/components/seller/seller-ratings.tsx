import { formatNumber, formatPostedDate } from "~/app/components/listing/format";
import { Pager } from "~/app/components/ui/pager";
import type { MemberRatingsPage } from "~/domain/ratings/rating-views";
import { m } from "~/i18n/paraglide/messages";
import type { RatingReportRefusal } from "./rating-report-action.server";
import { RatingStars } from "./rating-stars";
import { ReportRating } from "./report-rating";

/** The member's ratings after deals, newest first, a page at a time (`?ratings=`), each with a way to report it. */
export function SellerRatings({
  sellerId,
  name,
  ratings,
  signedIn,
  here,
  refused,
}: {
  sellerId: string;
  name: string;
  ratings: MemberRatingsPage;
  signedIn: boolean;
  here: string;
  refused: RatingReportRefusal | undefined;
}) {
  return (
    <section
      id="ratings"
      aria-labelledby="seller-ratings-heading"
      className="flex scroll-mt-4 flex-col gap-4"
    >
      <h2 id="seller-ratings-heading" className="text-xl font-bold">
        {m.product_seller_ratings_heading()}{" "}
        <span className="font-normal text-slate-600">({formatNumber(ratings.total)})</span>
      </h2>
      {ratings.total === 0 ? (
        <p className="rounded-lg bg-white px-4 py-6 text-center text-slate-700">
          {m.product_seller_no_ratings({ name })}
        </p>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {ratings.ratings.map((rating) => (
              <li
                key={rating.id}
                id={`rating-${rating.id}`}
                className="flex scroll-mt-4 flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
              >
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <RatingStars stars={rating.stars} className="text-lg leading-none" />
                  <p className="text-sm text-slate-700">
                    {`${m.product_seller_rating_by({ name: rating.raterName })} · ${rating.rateeRole === "seller" ? m.product_seller_rating_as_seller() : m.product_seller_rating_as_buyer()} · `}
                    <time dateTime={rating.createdAt}>{formatPostedDate(rating.createdAt)}</time>
                  </p>
                </div>
                {rating.text ? <p className="whitespace-pre-line break-words">{rating.text}</p> : null}
                <ReportRating rating={rating} signedIn={signedIn} here={here} refused={refused} />
              </li>
            ))}
          </ul>
          <Pager
            path={`/seller/${encodeURIComponent(sellerId)}`}
            page={ratings.page}
            pageCount={ratings.pageCount}
            param="ratings"
            label={m.product_seller_rating_pages()}
            anchor="ratings"
          />
        </>
      )}
    </section>
  );
}
