import { and, eq } from "drizzle-orm";
import { ratingReports, ratings } from "~/db/schema";
import { type Moderator, requireAdmin } from "../moderation/require-admin";
import { writeAudit } from "../moderation/write-audit.server";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";

/**
 * A moderator hides a rating: it leaves the member's profile, average and count at once, and its open reports are
 * resolved. The row stays (the rater cannot rate that deal again) and so does the audit entry saying why.
 */
export async function hideRating(
  services: Pick<Services, "db" | "settings">,
  input: { actor: Moderator | null; ratingId: number; reason?: string; now?: Date },
): Promise<{ id: number; rateeId: string; resolved: number }> {
  const { actor } = input;
  requireAdmin(services, actor);
  const now = input.now ?? new Date();
  return services.db.transaction(async (tx) => {
    const [rating] = await tx
      .select({ id: ratings.id, rateeId: ratings.rateeId, stars: ratings.stars, hiddenAt: ratings.hiddenAt })
      .from(ratings)
      .where(eq(ratings.id, input.ratingId))
      .for("update");
    if (!rating) throw new AppError("NOT_FOUND", "server_ratings_not_found");
    if (rating.hiddenAt) throw new AppError("CONFLICT", "server_ratings_already_hidden");
    await tx.update(ratings).set({ hiddenAt: now }).where(eq(ratings.id, rating.id));
    const resolved = await tx
      .update(ratingReports)
      .set({ status: "resolved" })
      .where(and(eq(ratingReports.ratingId, rating.id), eq(ratingReports.status, "open")))
      .returning({ id: ratingReports.id });
    await writeAudit(tx, {
      actor,
      action: "rating.hide",
      target: { type: "rating", id: rating.id },
      reason: input.reason?.trim() ?? "",
      detail: { rateeId: rating.rateeId, stars: rating.stars, reportsResolved: resolved.length },
    });
    return { id: rating.id, rateeId: rating.rateeId, resolved: resolved.length };
  });
}
