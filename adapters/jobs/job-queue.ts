/** Deferred work that must survive a restart and run once across instances: batched e-mails, reminders. */
export interface JobQueue {
  /**
   * Queues a job. With `key`, at most one job of that queue and key waits at a time: a second send while the
   * first has not started is dropped, so a burst becomes one job (a batch).
   */
  send(
    queue: string,
    data: Record<string, unknown>,
    options?: { key?: string; delaySeconds?: number },
  ): Promise<void>;
  /**
   * Runs `handler` for the queue's jobs on this instance. A job whose handler throws is retried with back-off a
   * few times; a job taken by one instance is not run by another.
   */
  work(queue: string, handler: (data: Record<string, unknown>) => Promise<void>): Promise<void>;
  /** Sends a job to the queue on a cron schedule (UTC); only one instance sends each occurrence. */
  schedule(queue: string, cron: string): Promise<void>;
  /** Jobs waiting to start, by queue (not yet due ones included): the queue depth GET /metrics reports. */
  countWaiting(): Promise<Record<string, number>>;
  /** Stops taking jobs and waits for the ones running to finish. */
  stop(): Promise<void>;
}

/** The queues Mandi uses; each is created at start. */
export const QUEUES = [
  "message-email",
  "product-email",
  "listing-went-live",
  "saved-search-match",
  "saved-search-email",
  "web-push",
] as const;
export type QueueName = (typeof QUEUES)[number];
