import { and, eq, gt, inArray } from "drizzle-orm";
import { listings } from "~/db/schema";
import { notifyFavoritesSold } from "../notifications/notify-listing-events.server";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import {
  effectiveStatus,
  needsUnexpired,
  type OwnerStatus,
  refusedChangeMessage,
  STATUS_CHANGES_FROM,
} from "./listing-lifecycle";
import type { ListingStatus } from "./listing-views";
import { listingsChanged } from "./search-cache.server";

export interface ListingStatusResult {
  id: number;
  title: string;
  status: ListingStatus;
}

/**
 * The owner marks an ad sold, reserved, inactive or active again. One UPDATE filtered by owner and by the
 * statuses the change may come from, so two requests racing cannot break the rules; someone else's or a
 * removed ad is NOT_FOUND, a refused change CONFLICT.
 */
export async function changeListingStatus(
  services: Pick<Services, "db" | "realtime" | "jobs">,
  input: { userId: string; listingId: number; status: OwnerStatus; now?: Date },
): Promise<ListingStatusResult> {
  const { db } = services;
  const now = input.now ?? new Date();
  const target = input.status;
  const [changed] = await db
    .update(listings)
    .set({
      status: target,
      soldAt: target === "sold" ? now : null,
      updatedAt: now,
    })
    .where(
      and(
        eq(listings.id, input.listingId),
        eq(listings.userId, input.userId),
        inArray(listings.status, [...STATUS_CHANGES_FROM[target]]),
        needsUnexpired(target) ? gt(listings.expiresAt, now) : undefined,
      ),
    )
    .returning({ id: listings.id, title: listings.title, status: listings.status });
  if (changed) {
    await listingsChanged(db);
    if (target === "sold") await notifyFavoritesSold(services, { listingId: changed.id });
    return changed;
  }

  const [current] = await db
    .select({ status: listings.status, expiresAt: listings.expiresAt })
    .from(listings)
    .where(and(eq(listings.id, input.listingId), eq(listings.userId, input.userId)));
  if (!current || current.status === "removed") throw new AppError("NOT_FOUND", "server_listings_not_found");
  const shown = effectiveStatus(current.status, current.expiresAt, now);
  // Past its date (a deactivated ad does not turn "expired", but is overdue all the same): renewing comes first.
  const overdue = current.expiresAt.getTime() <= now.getTime();
  if (overdue && needsUnexpired(target) && STATUS_CHANGES_FROM[target].includes(current.status)) {
    throw new AppError("CONFLICT", "server_listings_expired");
  }
  throw AppError.of("CONFLICT", refusedChangeMessage(shown, target));
}
