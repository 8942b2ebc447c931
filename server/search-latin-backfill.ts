import type { Logger } from "pino";
import { backfillSearchLatin } from "~/domain/listings/backfill-search-latin.server";
import type { Services } from "~/domain/shared/services";
import { startPeriodicTask } from "./periodic-task";

const EVERY_HOUR = 60 * 60_000;

/**
 * Gives the ads posted before migration 0019 the Latin form of their Devanagari words (issue 14): once at start,
 * then every hour in case a run failed (an outage); after the first full run each check reads an empty partial
 * index. Several instances may run it at once: a row is only written while it is still missing.
 */
export function startSearchLatinBackfill(
  services: Pick<Services, "db">,
  logger: Pick<Logger, "info" | "error">,
  intervalMs = EVERY_HOUR,
): { stop(): Promise<void> } {
  return startPeriodicTask({
    async task() {
      const written = await backfillSearchLatin(services);
      if (written > 0) logger.info({ written }, "wrote the Latin search form of older Devanagari ads");
    },
    intervalMs,
    logger,
    failure: "search Latin backfill failed",
    atStart: true,
  });
}
