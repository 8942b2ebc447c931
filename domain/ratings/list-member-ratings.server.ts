import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import { ratings, users } from "~/db/schema";
import { AppError } from "../shared/app-error";
import { banInForce } from "../shared/ban-in-force";
import type { Services } from "../shared/services";
import { RATINGS_PAGE_SIZE } from "./rating-limits";
import { firstName, type MemberRatingsPage, type RatingSummary } from "./rating-views";

export const MEMBER_NOT_FOUND = "Seller not found.";
/** Member ids as better-auth makes them (and the seed's): anything else is no member, and never reaches SQL. */
const MEMBER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A rater whose ban or suspension holds (domain/shared/ban-in-force.ts) has their ratings held back with it. */
export const raterInGoodStanding = or(isNull(users.bannedAt), sql`${users.bannedUntil} <= now()`);

/** The ratings a profile shows: not hidden by a moderator, and not from a member the moderators banned. */
const shown = (memberId: string) =>
  and(eq(ratings.rateeId, memberId), isNull(ratings.hiddenAt), raterInGoodStanding);

/** The average and count of a member's shown ratings (one indexed read on the rated member). */
export async function getRatingSummary(
  { db }: Pick<Services, "db">,
  { memberId }: { memberId: string },
): Promise<RatingSummary> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<string | null>`round(avg(${ratings.stars}), 1)`,
    })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.raterId))
    .where(shown(memberId));
  const count = Number(row?.count ?? 0);
  return { count, average: count > 0 && row?.average != null ? Number(row.average) : null };
}

/**
 * A member's ratings, newest first, a page at a time, with their average and count. NOT_FOUND for an unknown id
 * and for a banned member, like their profile. With a viewer, each says whether the viewer wrote or reported it.
 */
export async function listMemberRatings(
  { db }: Pick<Services, "db">,
  input: { memberId: string; page?: number | undefined; viewerId?: string | null },
): Promise<MemberRatingsPage> {
  const page = Math.max(1, Math.floor(input.page ?? 1));
  if (!MEMBER_ID.test(input.memberId)) throw new AppError("NOT_FOUND", "server_ratings_seller_not_found");
  const [member] = await db
    .select({ id: users.id, bannedAt: users.bannedAt, bannedUntil: users.bannedUntil })
    .from(users)
    .where(eq(users.id, input.memberId));
  if (!member || banInForce(member)) throw new AppError("NOT_FOUND", "server_ratings_seller_not_found");
  const viewer = input.viewerId ?? null;
  const [summary, rows] = await Promise.all([
    getRatingSummary({ db }, { memberId: member.id }),
    db
      .select({
        id: ratings.id,
        stars: ratings.stars,
        text: ratings.text,
        raterId: ratings.raterId,
        raterName: users.name,
        rateeRole: ratings.rateeRole,
        createdAt: ratings.createdAt,
        reportedByYou: viewer
          ? sql<boolean>`exists (select 1 from rating_reports rr
              where rr.rating_id = ${ratings.id} and rr.reporter_id = ${viewer})`
          : sql<boolean>`false`,
      })
      .from(ratings)
      .innerJoin(users, eq(users.id, ratings.raterId))
      .where(shown(member.id))
      .orderBy(desc(ratings.createdAt), desc(ratings.id))
      .limit(RATINGS_PAGE_SIZE)
      .offset((page - 1) * RATINGS_PAGE_SIZE),
  ]);
  return {
    summary,
    ratings: rows.map(({ raterId, raterName, createdAt, reportedByYou, ...row }) => ({
      ...row,
      raterName: firstName(raterName),
      createdAt: createdAt.toISOString(),
      yours: viewer !== null && raterId === viewer,
      reportedByYou: Boolean(reportedByYou),
    })),
    total: summary.count,
    page,
    pageSize: RATINGS_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(summary.count / RATINGS_PAGE_SIZE)),
  };
}
