import { and, desc, eq, inArray, max, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { ratingReports, ratings, users } from "~/db/schema";
import { type Moderator, requireAdmin } from "../moderation/require-admin";
import type { Services } from "../shared/services";
import { REPORTED_RATINGS_PAGE_SIZE } from "./rating-limits";
import type { RatingRole } from "./rating-views";

export interface RatingReportView {
  id: number;
  reason: string;
  details: string;
  /** "" when the reporter's account is gone or never had a name. */
  reporterName: string;
  createdAt: string;
}

export interface ReportedRating {
  rating: {
    id: number;
    stars: number;
    text: string;
    rateeRole: RatingRole;
    createdAt: string;
    hiddenAt: string | null;
  };
  rater: { id: string; name: string };
  ratee: { id: string; name: string; link: string };
  reportCount: number;
  lastReportedAt: string;
  reports: RatingReportView[];
}

export interface ReportedRatingsPage {
  items: ReportedRating[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

const rater = alias(users, "rater");
const ratee = alias(users, "ratee");

/** Ratings with open reports, the most reported first, then the most recently reported: /admin/ratings. */
export async function listReportedRatings(
  services: Pick<Services, "db" | "settings">,
  input: { actor: Moderator | null; page?: number },
): Promise<ReportedRatingsPage> {
  requireAdmin(services, input.actor);
  const { db } = services;
  const page = Math.max(1, Math.floor(input.page ?? 1));
  const open = eq(ratingReports.status, "open");
  const reportCount = sql<number>`count(*)::int`;
  const lastReportedAt = max(ratingReports.createdAt);
  const [groups, [counted]] = await Promise.all([
    db
      .select({ ratingId: ratingReports.ratingId, reportCount, lastReportedAt })
      .from(ratingReports)
      .where(open)
      .groupBy(ratingReports.ratingId)
      .orderBy(desc(reportCount), desc(lastReportedAt), desc(ratingReports.ratingId))
      .limit(REPORTED_RATINGS_PAGE_SIZE)
      .offset((page - 1) * REPORTED_RATINGS_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(distinct ${ratingReports.ratingId})::int` })
      .from(ratingReports)
      .where(open),
  ]);
  const ids = groups.map((g) => g.ratingId);
  const [rows, reports] = ids.length
    ? await Promise.all([
        db
          .select({
            id: ratings.id,
            stars: ratings.stars,
            text: ratings.text,
            rateeRole: ratings.rateeRole,
            createdAt: ratings.createdAt,
            hiddenAt: ratings.hiddenAt,
            raterId: rater.id,
            raterName: rater.name,
            rateeId: ratee.id,
            rateeName: ratee.name,
          })
          .from(ratings)
          .innerJoin(rater, eq(rater.id, ratings.raterId))
          .innerJoin(ratee, eq(ratee.id, ratings.rateeId))
          .where(inArray(ratings.id, ids)),
        db
          .select({
            id: ratingReports.id,
            ratingId: ratingReports.ratingId,
            reason: ratingReports.reason,
            details: ratingReports.details,
            reporterName: users.name,
            createdAt: ratingReports.createdAt,
          })
          .from(ratingReports)
          .leftJoin(users, eq(users.id, ratingReports.reporterId))
          .where(and(inArray(ratingReports.ratingId, ids), open))
          .orderBy(desc(ratingReports.createdAt), desc(ratingReports.id)),
      ])
    : [[], []];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = groups.flatMap((group): ReportedRating[] => {
    const row = byId.get(group.ratingId);
    if (!row) return [];
    return [
      {
        rating: {
          id: row.id,
          stars: row.stars,
          text: row.text,
          rateeRole: row.rateeRole,
          createdAt: row.createdAt.toISOString(),
          hiddenAt: row.hiddenAt?.toISOString() ?? null,
        },
        rater: { id: row.raterId, name: row.raterName.trim() },
        ratee: {
          id: row.rateeId,
          name: row.rateeName.trim(),
          link: `/seller/${encodeURIComponent(row.rateeId)}`,
        },
        reportCount: Number(group.reportCount),
        lastReportedAt: new Date(group.lastReportedAt ?? 0).toISOString(),
        reports: reports
          .filter((r) => r.ratingId === row.id)
          .map(({ ratingId: _, ...r }) => ({
            ...r,
            reporterName: r.reporterName?.trim() ?? "",
            createdAt: r.createdAt.toISOString(),
          })),
      },
    ];
  });
  const total = Number(counted?.total ?? 0);
  return {
    items,
    total,
    page,
    pageSize: REPORTED_RATINGS_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / REPORTED_RATINGS_PAGE_SIZE)),
  };
}
