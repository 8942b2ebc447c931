import type { PGlite, Transaction } from "@electric-sql/pglite";
import type pg from "pg";

/** Told how long each statement took, in seconds (GET /metrics keeps a histogram of them). */
export type QueryObserver = (seconds: number) => void;

/** The connections and who waits for one: node-postgres's pool, or PGlite's single connection and its queue. */
export interface ConnectionStats {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * Times every statement of the pool's connections — drizzle's, its transactions' and the job queue's alike — by
 * wrapping each connection's `query` once, as the pool opens it: a clock read before and after, no allocation
 * beyond the callback node-postgres makes anyway.
 */
export function timePoolQueries(pool: pg.Pool, observe: QueryObserver): void {
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const timed = (...args: unknown[]) => {
      const started = performance.now();
      const done = () => observe((performance.now() - started) / 1000);
      const callback = args.at(-1);
      // pool.query hands its connection a callback; drizzle's transactions await the promise.
      if (typeof callback === "function") {
        args[args.length - 1] = (err: unknown, result: unknown) => {
          done();
          callback(err, result);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) result.then(done, done);
      return result;
    };
    client.query = timed as typeof client.query;
  });
}

/**
 * Times PGlite's statements (inside transactions too) and counts the callers using or waiting for its one
 * connection. A statement's time includes its wait for the connection: PGlite runs one at a time.
 */
export function timePgliteQueries(client: PGlite, observe: QueryObserver): () => ConnectionStats {
  let using = 0;
  const timed = <A extends unknown[], R>(run: (...args: A) => Promise<R>, holds: boolean) => {
    return async (...args: A): Promise<R> => {
      const started = performance.now();
      if (holds) using++;
      try {
        return await run(...args);
      } finally {
        if (holds) using--;
        observe((performance.now() - started) / 1000);
      }
    };
  };
  const inTransaction = (tx: Transaction): Transaction => {
    tx.query = timed(tx.query, false) as Transaction["query"];
    tx.exec = timed(tx.exec, false);
    return tx;
  };
  client.query = timed(client.query.bind(client), true) as PGlite["query"];
  client.exec = timed(client.exec.bind(client), true);
  const transaction = client.transaction.bind(client) as <T>(
    callback: (tx: Transaction) => Promise<T>,
  ) => Promise<T>;
  client.transaction = async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    using++;
    try {
      return await transaction((tx) => callback(inTransaction(tx)));
    } finally {
      using--;
    }
  };
  return () => ({ total: 1, idle: using === 0 ? 1 : 0, waiting: Math.max(0, using - 1) });
}

/** The pool's own counts: open connections, the idle ones, and the callers queued for one. */
export function poolStats(pool: pg.Pool): () => ConnectionStats {
  return () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
}
