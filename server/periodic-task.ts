import type { Logger } from "pino";

/**
 * Runs `task` every `intervalMs`, never two at once (a run still going when the next is due is not doubled), and
 * logs a failed run instead of throwing. `stop` clears the timer and waits for the run in progress; with
 * `atStart` / `atStop` the task also runs once when started and once more when stopped (after the last request,
 * before the database closes). The timer does not keep the process alive.
 */
export function startPeriodicTask(options: {
  task: () => Promise<void>;
  intervalMs: number;
  logger: Pick<Logger, "error">;
  failure: string;
  atStart?: boolean;
  atStop?: boolean;
}): { stop(): Promise<void> } {
  const { task, intervalMs, logger, failure } = options;
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= task()
      .catch((err: unknown) => logger.error({ err }, failure))
      .finally(() => {
        running = null;
      });
    return running;
  };
  if (options.atStart) void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
      if (options.atStop) await run();
    },
  };
}
