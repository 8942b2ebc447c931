import { existsSync, readFileSync } from "node:fs";

const SCHEDSTAT = "/proc/thread-self/schedstat";

/**
 * The calling thread's CPU time so far, in ms, from Linux's scheduler (nanoseconds); elsewhere the wall clock. Wall
 * time alone is no measure on a shared machine: the process also waits for a core, which no code of ours causes.
 */
export const threadCpuMs: () => number = existsSync(SCHEDSTAT)
  ? () => Number(readFileSync(SCHEDSTAT, "utf8").split(" ")[0]) / 1e6
  : () => performance.now();

/** The least CPU time `work` took in `runs` runs after one to warm up, in ms. */
export function bestCpuMs(runs: number, work: () => unknown): number {
  work();
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const start = threadCpuMs();
    work();
    best = Math.min(best, threadCpuMs() - start);
  }
  return best;
}

/**
 * The longest the event loop was held while `work` ran, in ms: a 1 ms timer ticks throughout, and each gap between
 * two ticks counts the main thread's CPU time in it (a pattern that backtracks, a render, a collection all spend it).
 */
export async function longestHold(work: () => Promise<void>): Promise<number> {
  let worst = 0;
  let last = threadCpuMs();
  const tick = () => {
    const now = threadCpuMs();
    worst = Math.max(worst, now - last);
    last = now;
  };
  const timer = setInterval(tick, 1);
  try {
    await work();
    // One more tick, so a stall at the very end is counted too.
    await new Promise((resolve) => setTimeout(resolve, 2));
  } finally {
    clearInterval(timer);
  }
  tick();
  return worst;
}
