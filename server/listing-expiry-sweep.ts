import type { Logger } from "pino";
import { expireListings } from "~/domain/listings/expire-listings.server";
import { notifyExpiringAndExpired } from "~/domain/notifications/notify-listing-events.server";
import type { Services } from "~/domain/shared/services";
import { startPeriodicTask } from "./periodic-task";

const EVERY_MINUTE = 60_000;

/**
 * Marks ads past their 30 days as expired: once at start, then every minute. Pages already read an overdue
 * ad as expired; the sweep writes it down so search and counts need no date check. Then sellers are reminded
 * of ads about to expire and told of those that did. Several instances may sweep at once: the UPDATE is
 * idempotent and each reminder is keyed, so nobody is told twice.
 */
export function startListingExpirySweep(
  services: Pick<Services, "db" | "realtime" | "jobs">,
  logger: Pick<Logger, "info" | "error">,
  intervalMs = EVERY_MINUTE,
): { stop(): Promise<void> } {
  return startPeriodicTask({
    async task() {
      const expired = await expireListings(services);
      if (expired > 0) logger.info({ expired }, "expired listings");
      const told = await notifyExpiringAndExpired(services, { now: new Date() });
      if (told.expiring + told.expired > 0) logger.info(told, "sellers told of expiring and expired ads");
    },
    intervalMs,
    logger,
    failure: "listing expiry sweep failed",
    atStart: true,
  });
}
