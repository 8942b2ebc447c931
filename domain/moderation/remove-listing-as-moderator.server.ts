import { and, eq, inArray } from "drizzle-orm";
import { listings, reports } from "~/db/schema";
import { listingsChanged } from "../listings/search-cache.server";
import { noticeText } from "../notifications/notice-text";
import { NOTIFICATION_EVENTS } from "../notifications/notification-events";
import { notify } from "../notifications/notify.server";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import { parseInput } from "../shared/validation-error";
import { RemoveListingSchema } from "./moderation-schemas";
import { type Moderator, requireAdmin } from "./require-admin";
import { writeAudit } from "./write-audit.server";

export const ALREADY_REMOVED_MESSAGE = "This ad is already removed.";

/**
 * A moderator takes an ad down for good, saying why: it leaves search and its page at once (the page cache
 * compares the status on every request), its open reports are resolved, and the seller is told the reason.
 * Photos are kept, unlike the seller's own delete: they are what the decision was made on.
 */
export async function removeListingAsModerator(
  services: Pick<Services, "db" | "settings" | "realtime" | "jobs">,
  input: { actor: Moderator | null; listingId: number; reason: unknown; now?: Date },
): Promise<{ id: number; title: string; resolved: number }> {
  const { actor } = input;
  requireAdmin(services, actor);
  const { reason } = parseInput(RemoveListingSchema, { reason: input.reason });
  const now = input.now ?? new Date();
  const removed = await services.db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ id: listings.id, title: listings.title, userId: listings.userId, status: listings.status })
      .from(listings)
      .where(eq(listings.id, input.listingId))
      .for("update");
    if (!listing) throw new AppError("NOT_FOUND", "server_listings_not_found");
    if (listing.status === "removed") throw new AppError("CONFLICT", "server_moderation_already_removed");
    await tx
      .update(listings)
      .set({ status: "removed", removedReason: reason, updatedAt: now })
      .where(eq(listings.id, listing.id));
    const resolved = await tx
      .update(reports)
      .set({ status: "resolved" })
      .where(and(eq(reports.listingId, listing.id), inArray(reports.status, ["open", "reviewing"])))
      .returning({ id: reports.id });
    await writeAudit(tx, {
      actor,
      action: "listing.remove",
      target: { type: "listing", id: listing.id },
      reason,
      detail: { title: listing.title, previousStatus: listing.status, reportsResolved: resolved.length },
    });
    return { ...listing, resolved: resolved.length };
  });
  await listingsChanged(services.db);
  await notify(services, {
    userId: removed.userId,
    type: "listing",
    event: NOTIFICATION_EVENTS.listingRemoved,
    text: noticeText("server_moderation_ad_removed", undefined, {
      key: "server_removed_body",
      params: { title: removed.title, reason },
    }),
    link: "/my-listings",
    dedupeKey: `listing-removed:${removed.id}`,
    email: "product",
  });
  return { id: removed.id, title: removed.title, resolved: removed.resolved };
}
