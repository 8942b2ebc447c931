import { describe, expect, it, vi } from "vitest";
import { startPeriodicTask } from "./periodic-task";

describe("startPeriodicTask", () => {
  it("never runs twice at once, logs a failed run and goes on, and runs once more at stop", async () => {
    let runs = 0;
    let concurrent = 0;
    let mostConcurrent = 0;
    const logger = { error: vi.fn() };
    const periodic = startPeriodicTask({
      async task() {
        runs++;
        concurrent++;
        mostConcurrent = Math.max(mostConcurrent, concurrent);
        await new Promise((r) => setTimeout(r, 30));
        concurrent--;
        if (runs === 1) throw new Error("database away");
      },
      intervalMs: 5,
      logger,
      failure: "the task failed",
      atStart: true,
      atStop: true,
    });
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3));
    const before = runs;
    await periodic.stop();
    expect(concurrent).toBe(0);
    expect(mostConcurrent).toBe(1);
    expect(runs).toBe(before + 1);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith({ err: expect.any(Error) }, "the task failed");
  });

  it("runs only on its interval unless asked to run at start or stop", async () => {
    let runs = 0;
    const periodic = startPeriodicTask({
      task: async () => {
        runs++;
      },
      intervalMs: 60_000,
      logger: { error: vi.fn() },
      failure: "the task failed",
    });
    await new Promise((r) => setTimeout(r, 20));
    await periodic.stop();
    expect(runs).toBe(0);
  });
});
