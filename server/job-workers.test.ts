import { describe, expect, it, vi } from "vitest";
import { createManualJobQueue } from "~/adapters/jobs/manual-job-queue";
import type { Services } from "~/domain/shared/services";
import { checkJobSends, startJobWorkers } from "./job-workers";

describe("job payloads", () => {
  it("are refused when sent with a bad payload or to an unknown queue, and pass when good", async () => {
    const queue = createManualJobQueue();
    const jobs = checkJobSends(queue);
    await expect(jobs.send("message-email", { userId: 42 })).rejects.toThrow(
      /message-email job with a bad payload/,
    );
    await expect(jobs.send("no-such-queue", {})).rejects.toThrow(/no payload schema/);
    await jobs.send("listing-went-live", { listingId: 7 }, { key: "listing:7" });
    expect(queue.pending()).toEqual([
      { queue: "listing-went-live", data: { listingId: 7 }, key: "listing:7", delaySeconds: 0 },
    ]);
  });

  it("fail a worked job whose payload does not parse, logged, and leave the worker running", async () => {
    const queue = createManualJobQueue();
    const logger = { error: vi.fn() };
    await startJobWorkers({ jobs: queue } as unknown as Services, logger);
    await queue.send("saved-search-email", { savedSearchId: "seven" });
    await expect(queue.runAll()).rejects.toThrow(/saved-search-email job with a bad payload/);
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ queue: "saved-search-email" }),
      "a saved-search-email job with a bad payload failed",
    );
  });
});
