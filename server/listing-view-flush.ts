import type { Logger } from "pino";
import { flushListingViews } from "~/domain/listings/count-listing-view.server";
import type { Services } from "~/domain/shared/services";
import { startPeriodicTask } from "./periodic-task";

const EVERY_FIVE_SECONDS = 5_000;

/**
 * Writes the page views counted in memory (domain/listings/count-listing-view.server.ts) every few seconds, and
 * once more when the server stops, after the last request and before the database closes.
 */
export function startListingViewFlush(
  services: Pick<Services, "db">,
  logger: Pick<Logger, "error">,
  intervalMs = EVERY_FIVE_SECONDS,
): { stop(): Promise<void> } {
  return startPeriodicTask({
    async task() {
      await flushListingViews(services.db);
    },
    intervalMs,
    logger,
    failure: "writing listing views failed",
    atStop: true,
  });
}
