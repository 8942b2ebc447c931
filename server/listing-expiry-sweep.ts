import type { Logger } from "pino";
import { expireListings } from "~/domain/listings/expire-listings.server";
import type { Services } from "~/domain/shared/services";
import { startPeriodicTask } from "./periodic-task";

const EVERY_MINUTE = 60_000;

/**
 * Marks ads past their 30 days as expired: once at start, then every minute. Pages already read an overdue
 * ad as expired; the sweep writes it down so search and counts need no date check. Several instances may
 * sweep at once: the UPDATE is idempotent.
 */
export function startListingExpirySweep(
  services: Pick<Services, "db">,
  logger: Pick<Logger, "info" | "error">,
  intervalMs = EVERY_MINUTE,
): { stop(): Promise<void> } {
  return startPeriodicTask({
    async task() {
      const expired = await expireListings(services);
      if (expired > 0) logger.info({ expired }, "expired listings");
    },
    intervalMs,
    logger,
    failure: "listing expiry sweep failed",
    atStart: true,
  });
}
