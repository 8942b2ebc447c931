import { and, eq, inArray } from "drizzle-orm";
import { listings, reports } from "~/db/schema";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import { type Moderator, requireAdmin } from "./require-admin";
import { writeAudit } from "./write-audit.server";

export const NO_OPEN_REPORTS_MESSAGE = "This ad has no open reports.";

/** The ad's open reports were unfounded: they are closed as dismissed and the ad stays as it is. */
export async function dismissReports(
  services: Pick<Services, "db" | "settings">,
  input: { actor: Moderator | null; listingId: number; reason?: string },
): Promise<{ listingId: number; title: string; dismissed: number }> {
  const { actor } = input;
  requireAdmin(services, actor);
  return services.db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ id: listings.id, title: listings.title })
      .from(listings)
      .where(eq(listings.id, input.listingId));
    if (!listing) throw new AppError("NOT_FOUND", "server_listings_not_found");
    const closed = await tx
      .update(reports)
      .set({ status: "dismissed" })
      .where(and(eq(reports.listingId, listing.id), inArray(reports.status, ["open", "reviewing"])))
      .returning({ id: reports.id });
    if (closed.length === 0) throw new AppError("CONFLICT", "server_moderation_ad_no_reports");
    await writeAudit(tx, {
      actor,
      action: "reports.dismiss",
      target: { type: "listing", id: listing.id },
      reason: input.reason?.trim() ?? "",
      detail: { title: listing.title, reports: closed.length },
    });
    return { listingId: listing.id, title: listing.title, dismissed: closed.length };
  });
}
