import { and, eq } from "drizzle-orm";
import { ratingReports, ratings } from "~/db/schema";
import { type Moderator, requireAdmin } from "../moderation/require-admin";
import { writeAudit } from "../moderation/write-audit.server";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";

/** The rating's open reports were unfounded: they are closed as dismissed and the rating stays shown. */
export async function dismissRatingReports(
  services: Pick<Services, "db" | "settings">,
  input: { actor: Moderator | null; ratingId: number; reason?: string },
): Promise<{ id: number; rateeId: string; dismissed: number }> {
  const { actor } = input;
  requireAdmin(services, actor);
  return services.db.transaction(async (tx) => {
    const [rating] = await tx
      .select({ id: ratings.id, rateeId: ratings.rateeId, stars: ratings.stars })
      .from(ratings)
      .where(eq(ratings.id, input.ratingId));
    if (!rating) throw new AppError("NOT_FOUND", "server_ratings_not_found");
    const closed = await tx
      .update(ratingReports)
      .set({ status: "dismissed" })
      .where(and(eq(ratingReports.ratingId, rating.id), eq(ratingReports.status, "open")))
      .returning({ id: ratingReports.id });
    if (closed.length === 0) throw new AppError("CONFLICT", "server_ratings_no_reports");
    await writeAudit(tx, {
      actor,
      action: "rating.reports.dismiss",
      target: { type: "rating", id: rating.id },
      reason: input.reason?.trim() ?? "",
      detail: { rateeId: rating.rateeId, stars: rating.stars, reports: closed.length },
    });
    return { id: rating.id, rateeId: rating.rateeId, dismissed: closed.length };
  });
}
