import type { Logger } from "pino";
import { flushListingViews } from "~/domain/listings/count-listing-view.server";
import type { Services } from "~/domain/shared/services";

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
  let running: Promise<void> | null = null;
  const flush = () => {
    running ??= flushListingViews(services.db)
      .then(() => undefined)
      .catch((err: unknown) => logger.error({ err }, "writing listing views failed"))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(flush, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
      await flush();
    },
  };
}
