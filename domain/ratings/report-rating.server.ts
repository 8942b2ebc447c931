import { and, eq, isNull } from "drizzle-orm";
import { ratingReports, ratings, users } from "~/db/schema";
import { AppError } from "../shared/app-error";
import { enforceRateLimit } from "../shared/rate-limit.server";
import { REPORT_ACKNOWLEDGEMENT } from "../shared/report-reasons";
import type { Services } from "../shared/services";
import { parseInput } from "../shared/validation-error";
import { raterInGoodStanding } from "./list-member-ratings.server";
import { RATING_RATE_LIMITS } from "./rating-limits";
import { RatingReportSchema } from "./rating-schemas";

export interface ReportRatingResult {
  acknowledged: typeof REPORT_ACKNOWLEDGEMENT;
  /** This member had reported the rating before: the first report stands, nothing new is stored. */
  alreadyReported: boolean;
}

/**
 * A member reports a rating they find unfair or abusive, once; the rated member may report one about themselves.
 * Only a shown rating can be reported, and never one's own. Sending it again gets the same acknowledgement.
 */
export async function reportRating(
  services: Pick<Services, "db" | "rateLimiter">,
  input: { userId: string; ratingId: number; reason: unknown; details?: unknown },
): Promise<ReportRatingResult> {
  const report = parseInput(RatingReportSchema, { reason: input.reason, details: input.details ?? "" });
  const [rating] = await services.db
    .select({ id: ratings.id, raterId: ratings.raterId })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.raterId))
    .where(and(eq(ratings.id, input.ratingId), isNull(ratings.hiddenAt), raterInGoodStanding));
  if (!rating) throw new AppError("NOT_FOUND", "server_ratings_not_found");
  if (rating.raterId === input.userId) throw new AppError("FORBIDDEN", "server_ratings_report_own");
  await enforceRateLimit(services, `report-rating:${input.userId}`, RATING_RATE_LIMITS.reportPerDay);
  const inserted = await services.db
    .insert(ratingReports)
    .values({ ratingId: rating.id, reporterId: input.userId, ...report })
    .onConflictDoNothing()
    .returning({ id: ratingReports.id });
  return { acknowledged: REPORT_ACKNOWLEDGEMENT, alreadyReported: inserted.length === 0 };
}
