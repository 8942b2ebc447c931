import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { ReviewReason } from "~/db/schema";
import type { AdUnderAssessment } from "../shared/new-ad-review";
import { formatRupees } from "../shared/rupees";
import { REVIEW_RULES, riskyWordsIn } from "./risk-rules";

type Executor = Pick<Db, "execute">;

const DAY_MS = 86_400_000;

/**
 * Why a new ad should wait for a moderator (domain/moderation/risk-rules.ts), or nothing when it may go live at
 * once. One statement; each rule is an indexed read (the similar ads are the newest 200 of the subcategory).
 */
export async function assessListingRisk(
  db: Executor,
  ad: AdUnderAssessment,
  now: Date = new Date(),
): Promise<ReviewReason[]> {
  const hashes = [...new Set(ad.photoHashes.filter((h): h is string => !!h && hasDetail(h)))];
  const since = new Date(now.getTime() - REVIEW_RULES.burstMinutes * 60_000);
  const result = (await db.execute(sql`
    select
      (select created_at from users where id = ${ad.userId}) as member_since,
      (select count(*)::int from listings where user_id = ${ad.userId} and created_at > ${since.toISOString()}::timestamptz) as recent_ads,
      (select json_build_object('n', count(*)::int, 'median', percentile_cont(0.5) within group (order by price))
        from (select price from listings
              where subcategory_id = ${ad.subcategoryId} and status in ('active', 'reserved')
                and price > 0 and user_id <> ${ad.userId}
              order by posted_at desc limit 200) comparable) as similar,
      ${
        hashes.length
          ? sql`(select json_build_object('id', l.id, 'title', l.title)
              from listing_photos p join listings l on l.id = p.listing_id
              where p.phash in (${sql.join(
                hashes.map((h) => sql`${h}`),
                sql`, `,
              )}) and l.user_id <> ${ad.userId}
              order by l.id limit 1)`
          : sql`null::json`
      } as reused`)) as {
    rows: {
      member_since: Date | string | null;
      recent_ads: number | string;
      similar: { n: number; median: number | null } | string | null;
      reused: { id: number; title: string } | string | null;
    }[];
  };
  const row = result.rows[0];
  if (!row) return [];
  const reasons: ReviewReason[] = [];

  const memberSince = row.member_since ? new Date(row.member_since) : now;
  const ageDays = Math.floor((now.getTime() - memberSince.getTime()) / DAY_MS);
  if (ageDays < REVIEW_RULES.newAccountDays) {
    const words = riskyWordsIn(`${ad.title}\n${ad.description}`);
    if (words.length > 0) {
      const age = ageDays === 0 ? "today" : ageDays === 1 ? "1 day ago" : `${ageDays} days ago`;
      reasons.push({
        rule: REVIEW_RULES.riskyWords,
        detail: `Account made ${age}; the ad mentions ${words.join(", ")}.`,
      });
    }
  }

  const similar = parse(row.similar);
  if (ad.price !== null && ad.price > 0 && similar && similar.median !== null) {
    const median = Number(similar.median);
    if (similar.n >= REVIEW_RULES.minimumComparable && ad.price < median * REVIEW_RULES.farBelowShare) {
      reasons.push({
        rule: REVIEW_RULES.priceFarBelow,
        detail: `${formatRupees(ad.price)} against a median of ${formatRupees(Math.round(median))} for ${similar.n} similar ads.`,
      });
    }
  }

  const reused = parse(row.reused);
  if (reused) {
    reasons.push({
      rule: REVIEW_RULES.photoReused,
      detail: `A photo is also in another seller's ad: “${reused.title}” (#${reused.id}).`,
    });
  }

  const recent = Number(row.recent_ads);
  if (recent + 1 > REVIEW_RULES.burstAds) {
    reasons.push({
      rule: REVIEW_RULES.manyAdsQuickly,
      detail: `${recent + 1} new ads within ${REVIEW_RULES.burstMinutes} minutes.`,
    });
  }
  return reasons;
}

/**
 * A plain or nearly plain picture (a colour card, a blank page) hashes to almost no bits set, the same for all of
 * them: it identifies nothing, so it is never taken for another seller's photo.
 */
export function hasDetail(hash: string): boolean {
  let bits = 0;
  for (const digit of hash) bits += (Number.parseInt(digit, 16) || 0).toString(2).replaceAll("0", "").length;
  return bits >= 4 && bits <= 60;
}

// PGlite hands json columns back parsed; node-postgres too, but a driver may give text.
function parse<T>(value: T | string | null): T | null {
  if (value === null) return null;
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}
