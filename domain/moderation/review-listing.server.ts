import { eq } from "drizzle-orm";
import { listings } from "~/db/schema";
import { publishListingWentLive } from "../listings/listing-went-live.server";
import { listingsChanged } from "../listings/search-cache.server";
import { noticeText } from "../notifications/notice-text";
import { NOTIFICATION_EVENTS } from "../notifications/notification-events";
import { notify } from "../notifications/notify.server";
import { notifyAdPosted } from "../notifications/notify-listing-events.server";
import { AD_LIFETIME_DAYS } from "../shared/ad-limits";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import { parseInput } from "../shared/validation-error";
import { RejectListingSchema } from "./moderation-schemas";
import { type Moderator, requireAdmin } from "./require-admin";
import { writeAudit } from "./write-audit.server";

export const NOT_PENDING_MESSAGE = "This ad is no longer waiting for review.";
const DAY_MS = 86_400_000;

type Deps = Pick<Services, "db" | "settings" | "realtime" | "jobs">;

/**
 * A moderator lets a held ad through: it goes live as if posted now (its 30 days start at approval) and the seller
 * hears it is live.
 */
export async function approveListing(
  services: Deps,
  input: { actor: Moderator | null; listingId: number; now?: Date },
): Promise<{ id: number; title: string }> {
  const { actor } = input;
  requireAdmin(services, actor);
  const now = input.now ?? new Date();
  const approved = await services.db.transaction(async (tx) => {
    const listing = await lockPending(tx, input.listingId);
    await tx
      .update(listings)
      .set({
        status: "active",
        postedAt: now,
        expiresAt: new Date(now.getTime() + AD_LIFETIME_DAYS * DAY_MS),
        updatedAt: now,
      })
      .where(eq(listings.id, listing.id));
    await writeAudit(tx, {
      actor,
      action: "listing.approve",
      target: { type: "listing", id: listing.id },
      detail: { title: listing.title, heldFor: listing.reviewReasons.map((r) => r.rule).join(", ") },
    });
    return listing;
  });
  await listingsChanged(services.db);
  await notifyAdPosted(services, { userId: approved.userId, listingId: approved.id, title: approved.title });
  await publishListingWentLive(services, { listingId: approved.id });
  return { id: approved.id, title: approved.title };
}

/** A moderator turns a held ad down, saying why: it is removed, and the seller reads the reason. */
export async function rejectListing(
  services: Deps,
  input: { actor: Moderator | null; listingId: number; reason: unknown; now?: Date },
): Promise<{ id: number; title: string }> {
  const { actor } = input;
  requireAdmin(services, actor);
  const { reason } = parseInput(RejectListingSchema, { reason: input.reason });
  const now = input.now ?? new Date();
  const rejected = await services.db.transaction(async (tx) => {
    const listing = await lockPending(tx, input.listingId);
    await tx
      .update(listings)
      .set({ status: "removed", removedReason: reason, updatedAt: now })
      .where(eq(listings.id, listing.id));
    await writeAudit(tx, {
      actor,
      action: "listing.reject",
      target: { type: "listing", id: listing.id },
      reason,
      detail: { title: listing.title, heldFor: listing.reviewReasons.map((r) => r.rule).join(", ") },
    });
    return listing;
  });
  await notify(services, {
    userId: rejected.userId,
    type: "listing",
    event: NOTIFICATION_EVENTS.listingRemoved,
    text: noticeText("server_moderation_ad_not_approved", undefined, {
      key: "server_rejected_body",
      params: { title: rejected.title, reason },
    }),
    link: "/my-listings",
    dedupeKey: `listing-removed:${rejected.id}`,
    email: "product",
  });
  return { id: rejected.id, title: rejected.title };
}

type Tx = Parameters<Parameters<Deps["db"]["transaction"]>[0]>[0];

async function lockPending(tx: Tx, listingId: number) {
  const [listing] = await tx
    .select({
      id: listings.id,
      title: listings.title,
      userId: listings.userId,
      status: listings.status,
      reviewReasons: listings.reviewReasons,
    })
    .from(listings)
    .where(eq(listings.id, listingId))
    .for("update");
  if (!listing) throw new AppError("NOT_FOUND", "server_listings_not_found");
  if (listing.status !== "pending") throw new AppError("CONFLICT", "server_moderation_not_waiting");
  return listing;
}
