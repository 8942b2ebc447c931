import { and, asc, count, eq, gt } from "drizzle-orm";
import { listings } from "~/db/schema";
import { type Message, message } from "~/i18n/render-text";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PostingAllowance {
  /** New ads a member may post in 24 hours (POSTS_PER_DAY). */
  limit: number;
  /** New ads posted in the last 24 hours, deleted ones too (deleting and posting again is not a way round it). */
  posted: number;
  /** When the next ad may be posted, once the limit is reached; null while there is room. */
  nextAt: string | null;
}

/** How many new ads the member has posted in the last 24 hours against the daily limit. Edits and renewals make no new ad. */
export async function postingAllowance(
  { db, settings }: Pick<Services, "db" | "settings">,
  input: { userId: string; now?: Date },
): Promise<PostingAllowance> {
  const now = input.now ?? new Date();
  const since = new Date(now.getTime() - DAY_MS);
  const [row] = await db
    .select({ posted: count() })
    .from(listings)
    .where(and(eq(listings.userId, input.userId), gt(listings.createdAt, since)));
  const posted = Number(row?.posted ?? 0);
  const limit = settings.postsPerDay;
  if (posted < limit) return { limit, posted, nextAt: null };
  // Room again when the oldest of the ads counted leaves the 24-hour window (enough of them, with a burst).
  const [freeing] = await db
    .select({ at: listings.createdAt })
    .from(listings)
    .where(and(eq(listings.userId, input.userId), gt(listings.createdAt, since)))
    .orderBy(asc(listings.createdAt))
    .offset(posted - limit)
    .limit(1);
  const nextAt = new Date((freeing?.at ?? now).getTime() + DAY_MS).toISOString();
  return { limit, posted, nextAt };
}

/** "You have posted 10 ads today…": why /sell and POST /listings refuse a new ad. */
export function dailyLimitMessage(allowance: Pick<PostingAllowance, "limit" | "nextAt">): Message {
  const when = allowance.nextAt
    ? new Intl.DateTimeFormat("en-IN", {
        day: "numeric",
        month: "short",
        hour: "numeric",
        minute: "2-digit",
        timeZone: "Asia/Kolkata",
      }).format(new Date(allowance.nextAt))
    : message("server_listings_tomorrow");
  return message("server_daily_limit", { count: allowance.limit, when });
}

/** Refuses a new ad over the daily limit (RATE_LIMITED, with when to come back). */
export async function enforcePostingAllowance(
  services: Pick<Services, "db" | "settings">,
  input: { userId: string; now?: Date },
): Promise<void> {
  const allowance = await postingAllowance(services, input);
  if (allowance.nextAt === null) return;
  const now = input.now ?? new Date();
  const retryAfter = Math.max(1, Math.ceil((Date.parse(allowance.nextAt) - now.getTime()) / 1000));
  throw AppError.of("RATE_LIMITED", dailyLimitMessage(allowance), { retryAfterSeconds: retryAfter });
}
