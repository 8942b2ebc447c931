import { type SQL, sql } from "drizzle-orm";
import type { MessageKey } from "~/i18n/render-text";
import { formatRupees } from "../shared/rupees";
import type { Services } from "../shared/services";
import { noticeText } from "./notice-text";
import { NOTIFICATION_EVENTS } from "./notification-events";
import { notify } from "./notify.server";
import { notifyMany } from "./notify-many.server";

type Deps = Pick<Services, "db" | "realtime" | "jobs">;

/** Days before its expiry that a seller is reminded to renew an ad. */
export const EXPIRY_REMINDER_DAYS = 3;

export async function notifyAdPosted(
  services: Deps,
  input: { userId: string; listingId: number; title: string },
) {
  await notify(services, {
    userId: input.userId,
    type: "listing",
    event: NOTIFICATION_EVENTS.adPosted,
    text: noticeText("server_notifications_ad_live", undefined, {
      key: "server_ad_live_body",
      params: { title: input.title },
    }),
    link: `/product/${input.listingId}`,
    dedupeKey: `ad-posted:${input.listingId}`,
  });
}

/** Everyone who saved the ad (but its seller) hears that it sold. */
export async function notifyFavoritesSold(services: Deps, input: { listingId: number }) {
  await notifyMany(services, {
    type: "listing",
    event: NOTIFICATION_EVENTS.favoriteSold,
    email: "product",
    source: sql`
      select f.user_id, ${noticeSql("server_notifications_saved_sold", sql`'{}'`, "server_ad_sold_body", sql`jsonb_build_object('title', l.title)`)},
        '/product/' || l.id, 'favorite-sold:' || l.id
      from favorites f join listings l on l.id = f.listing_id
      where f.listing_id = ${input.listingId} and f.user_id <> l.user_id`,
  });
}

/** Everyone who saved the ad (but its seller) hears that its price went down. */
export async function notifyFavoritesPriceDrop(
  services: Deps,
  input: { listingId: number; oldPrice: number; newPrice: number },
) {
  const prices = { price: formatRupees(input.newPrice), old: formatRupees(input.oldPrice) };
  await notifyMany(services, {
    type: "listing",
    event: NOTIFICATION_EVENTS.favoritePriceDrop,
    email: "product",
    source: sql`
      select f.user_id,
        ${noticeSql("server_price_drop_title", sql`jsonb_build_object('title', l.title)`, "server_price_drop_body", sql`${JSON.stringify(prices)}::jsonb`)},
        '/product/' || l.id,
        'price-drop:' || l.id || ':' || ${String(input.newPrice)}
      from favorites f join listings l on l.id = f.listing_id
      where f.listing_id = ${input.listingId} and f.user_id <> l.user_id`,
  });
}

/**
 * Sellers of ads that expire within EXPIRY_REMINDER_DAYS are reminded once, and told once when an ad has
 * expired (both keyed by the ad's expiry, so a renewed ad is reminded again next time).
 */
export async function notifyExpiringAndExpired(services: Deps, input: { now: Date }) {
  const soon = new Date(input.now.getTime() + EXPIRY_REMINDER_DAYS * 24 * 60 * 60 * 1000);
  const expiring = await notifyMany(services, {
    type: "listing",
    event: NOTIFICATION_EVENTS.adExpiring,
    email: "product",
    source: sql`
      select l.user_id,
        ${noticeSql(
          "server_notifications_expires_soon",
          sql`'{}'`,
          "server_expiring_body",
          sql`jsonb_build_object('title', l.title,
            'date', to_char(l.expires_at at time zone 'Asia/Kolkata', 'FMDD Mon YYYY'))`,
        )},
        '/my-listings', 'ad-expiring:' || l.id || ':' || extract(epoch from l.expires_at)::bigint
      from listings l
      where l.status in ('active', 'reserved') and l.expires_at > ${input.now} and l.expires_at <= ${soon}`,
  });
  const expired = await notifyMany(services, {
    type: "listing",
    event: NOTIFICATION_EVENTS.adExpired,
    email: "product",
    source: sql`
      select l.user_id,
        ${noticeSql("server_notifications_expired", sql`'{}'`, "server_expired_body", sql`jsonb_build_object('title', l.title)`)},
        '/my-listings', 'ad-expired:' || l.id || ':' || extract(epoch from l.expires_at)::bigint
      from listings l
      where l.status = 'expired' and l.expires_at > ${input.now}::timestamptz - interval '7 days'`,
  });
  return { expiring: expiring.length, expired: expired.length };
}

/** A NoticeText built in SQL for notifyMany's rows: two catalogue messages, their inputs from the row. */
function noticeSql(title: MessageKey, titleParams: SQL, body: MessageKey, bodyParams: SQL): SQL {
  return sql`jsonb_build_object(
    'title', jsonb_build_object('key', ${title}::text, 'params', ${titleParams}::jsonb),
    'body', jsonb_build_object('key', ${body}::text, 'params', ${bodyParams}::jsonb))`;
}
