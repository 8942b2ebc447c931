import { randomUUID } from "node:crypto";
import PgBoss from "pg-boss";
import type { JobQueue } from "./job-queue";

interface Sql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

interface Logger {
  error(obj: object, msg: string): void;
}

/**
 * pg-boss 10 (the last to run on Node 20) over Mandi's own database connection, PGlite or PostgreSQL, in its own
 * schema `pgboss`, created and migrated by pg-boss at start. Decision 013.
 */
export async function createPgBossJobQueue(options: {
  sql: Sql;
  queues: readonly string[];
  logger: Logger;
  /** How often an idle worker looks for due jobs (pg-boss polls; 2 s by default). */
  pollingIntervalSeconds?: number;
  /**
   * How long a failed job waits before its first retry, doubling (with jitter) for each next one; 30 s by
   * default. 0 retries at once, without back-off (tests).
   */
  retryDelaySeconds?: number;
  /** No job waits longer than this before it may start (EMAIL_BATCH_SECONDS: short batch windows in tests). */
  maxDelaySeconds?: number | undefined;
}): Promise<JobQueue> {
  const retryDelay = options.retryDelaySeconds ?? 30;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.sql.executeSql(text, values) },
    schema: "pgboss",
    retryLimit: 4,
    retryDelay,
    retryBackoff: retryDelay > 0,
    expireInMinutes: 10,
    retentionDays: 2,
    deleteAfterDays: 2,
  });
  boss.on("error", (err) => options.logger.error({ err }, "job queue error"));
  await boss.start();
  for (const name of options.queues) {
    // "short": one waiting job per key, the shape of a batch.
    await boss.createQueue(name, { name, policy: "short" });
  }
  const polling = options.pollingIntervalSeconds ?? 2;

  return {
    async send(queue, data, sendOptions) {
      const delay = Math.min(
        sendOptions?.delaySeconds ?? 0,
        options.maxDelaySeconds ?? Number.POSITIVE_INFINITY,
      );
      await boss.send(queue, data, {
        // The "short" policy keeps one waiting job per (queue, key), and pg-boss counts no key as the key "": an
        // unkeyed job gets a key of its own, or a second one sent while the first waits would be dropped.
        singletonKey: sendOptions?.key ?? `unkeyed:${randomUUID()}`,
        ...(delay > 0 ? { startAfter: delay } : {}),
      });
    },
    async work(queue, handler) {
      await boss.work<Record<string, unknown>>(queue, { pollingIntervalSeconds: polling }, async (jobs) => {
        for (const job of jobs) await handler(job.data ?? {});
      });
    },
    async schedule(queue, cron) {
      await boss.schedule(queue, cron);
    },
    async countWaiting() {
      // One count(*) per queue over pg-boss's index on (name, state): a handful of small reads per scrape.
      const sizes = await Promise.all(options.queues.map((name) => boss.getQueueSize(name)));
      return Object.fromEntries(options.queues.map((name, i) => [name, sizes[i] ?? 0]));
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 8_000 });
    },
  };
}
