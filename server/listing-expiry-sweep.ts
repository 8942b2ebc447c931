import type { Logger } from "pino";
import { expireListings } from "~/domain/listings/expire-listings.server";
import type { Services } from "~/domain/shared/services";

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
  let running: Promise<void> | null = null;
  const sweep = () => {
    if (running) return;
    running = expireListings(services)
      .then((expired) => {
        if (expired > 0) logger.info({ expired }, "expired listings");
      })
      .catch((err: unknown) => logger.error({ err }, "listing expiry sweep failed"))
      .finally(() => {
        running = null;
      });
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
