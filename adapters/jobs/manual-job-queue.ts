import type { JobQueue } from "./job-queue";

export interface QueuedJob {
  queue: string;
  data: Record<string, unknown>;
  key: string | undefined;
  delaySeconds: number;
}

/**
 * The job queue of use-case tests: jobs wait in memory until the test runs them (`runAll`), keyed sends are
 * merged as pg-boss merges them. The real queue is tested on its own against both databases.
 */
export function createManualJobQueue(): JobQueue & { pending(): QueuedJob[]; runAll(): Promise<number> } {
  let jobs: QueuedJob[] = [];
  const handlers = new Map<string, (data: Record<string, unknown>) => Promise<void>>();
  return {
    async send(queue, data, options) {
      const key = options?.key;
      if (key && jobs.some((job) => job.queue === queue && job.key === key)) return;
      jobs.push({ queue, data, key, delaySeconds: options?.delaySeconds ?? 0 });
    },
    async work(queue, handler) {
      handlers.set(queue, handler);
    },
    async schedule() {},
    async countWaiting() {
      const counts: Record<string, number> = {};
      for (const job of jobs) counts[job.queue] = (counts[job.queue] ?? 0) + 1;
      return counts;
    },
    async stop() {},
    pending: () => [...jobs],
    async runAll() {
      const due = jobs;
      jobs = [];
      for (const job of due) {
        const handler = handlers.get(job.queue);
        if (!handler) throw new Error(`no worker for the ${job.queue} queue`);
        await handler(job.data);
      }
      return due.length;
    },
  };
}
