import { BadgeCheck, CalendarDays, Clock, MapPin, MessageCircle } from "lucide-react";
import { UserAvatar } from "~/app/components/auth/user-avatar";
import { formatMonthYear, formatNumber } from "~/app/components/listing/format";
import { displayName } from "~/domain/accounts/session-user";
import type { SellerProfileView } from "~/domain/sellers/get-seller-profile.server";
import { m } from "~/i18n/paraglide/messages";
import { formatAverage } from "./rating-stars";

type TypicalResponse = NonNullable<NonNullable<SellerProfileView["responses"]>["typicalResponse"]>;

/** "Usually replies within an hour": the whole sentence, as Hindi puts the time first. */
const USUALLY_REPLIES: Record<TypicalResponse, () => string> = {
  "within an hour": m.product_seller_replies_within_hour,
  "within a few hours": m.product_seller_replies_within_hours,
  "within a day": m.product_seller_replies_within_day,
  "in more than a day": m.product_seller_replies_over_day,
};

/** Who the seller is, what Mandi vouches for, and how they answer buyers: the top of /seller/{id}. */
export function SellerSummary({ seller }: { seller: SellerProfileView }) {
  const { responses, ratings } = seller;
  return (
    <section
      aria-labelledby="seller-name"
      className="flex items-center gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <UserAvatar user={seller} size="lg" />
      <div className="flex min-w-0 flex-col gap-2">
        <h1 id="seller-name" className="break-words text-2xl font-bold">
          {displayName(seller)}
        </h1>
        {seller.phoneVerified ? (
          <ul aria-label={m.product_seller_badges()} className="flex flex-wrap gap-2">
            <li className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-semibold text-emerald-800">
              <BadgeCheck aria-hidden="true" className="size-4" />
              {m.product_verified_phone()}
            </li>
          </ul>
        ) : null}
        {ratings.average !== null ? (
          <a href="#ratings" className="w-fit font-semibold text-brand hover:underline">
            {`${formatAverage(ratings.average)} ★ · ${ratings.count === 1 ? m.product_ratings_one() : m.product_ratings_many({ count: formatNumber(ratings.count) })}`}
          </a>
        ) : null}
        <ul className="flex flex-col gap-1 text-sm text-slate-700">
          <li className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            {m.product_member_since({ date: formatMonthYear(seller.memberSince) })}
          </li>
          {seller.city ? (
            <li className="flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              {seller.city}
            </li>
          ) : null}
          {responses?.typicalResponse ? (
            <li className="flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              {USUALLY_REPLIES[responses.typicalResponse]()}
            </li>
          ) : null}
          {responses ? (
            <li className="flex items-center gap-1.5">
              <MessageCircle aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              {m.product_seller_response_rate({ rate: responses.responseRate })}
            </li>
          ) : null}
        </ul>
      </div>
    </section>
  );
}
