import { describe, expect, it } from "vitest";
import { hostileStrings } from "~/tests/support/hostile-strings";
import { bestCpuMs } from "~/tests/support/thread-cpu";
import { scamWarnings } from "../shared/scam-rules";

// Issue 25 §1's budgets: the shield on 2,000 characters ≤ 1 ms, on 100 kB ≤ 20 ms, in CPU time (the best of a few runs
// after a warm-up, so a busy machine does not fail it); a pattern that backtracks takes seconds here, not milliseconds.
describe("the scam shield's time", () => {
  it("is at most 1 ms on 2,000 characters of any hostile text", () => {
    for (const { name, text } of hostileStrings(2_000)) {
      expect(
        bestCpuMs(7, () => scamWarnings(text)),
        name,
      ).toBeLessThanOrEqual(1);
    }
  });

  it("is at most 20 ms on 100 kB of any hostile text", () => {
    for (const { name, text } of hostileStrings(100_000)) {
      expect(
        bestCpuMs(5, () => scamWarnings(text)),
        name,
      ).toBeLessThanOrEqual(20);
    }
  });
});
