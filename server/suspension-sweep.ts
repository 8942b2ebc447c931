import type { Logger } from "pino";
import { liftEndedSuspensions } from "~/domain/moderation/lift-ended-suspensions.server";
import type { Services } from "~/domain/shared/services";
import { startPeriodicTask } from "./periodic-task";

const EVERY_MINUTE = 60_000;

/**
 * Lifts the suspensions whose time has passed and puts the members' held ads back: once at start, then every
 * minute. Sign-in does not wait for it (decision 015). Several instances may sweep at once: each member's ending
 * is taken by one of them.
 */
export function startSuspensionSweep(
  services: Pick<Services, "db">,
  logger: Pick<Logger, "info" | "error">,
  intervalMs = EVERY_MINUTE,
): { stop(): Promise<void> } {
  return startPeriodicTask({
    async task() {
      const done = await liftEndedSuspensions(services);
      if (done.lifted > 0) logger.info(done, "lifted ended suspensions");
    },
    intervalMs,
    logger,
    failure: "suspension sweep failed",
    atStart: true,
  });
}
