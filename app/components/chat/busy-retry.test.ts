import { describe, expect, it } from "vitest";
import { afterRefusal } from "./busy-retry";

describe("afterRefusal", () => {
  it("sends a BUSY refusal again when the server says, waiting longer each time, up to 5 s, for as long as it is busy", () => {
    const busy = { error: { code: "BUSY" }, retryIn: 300 };
    expect(afterRefusal(busy, 0)).toEqual({ action: "retry", inMs: 300 });
    expect(afterRefusal(busy, 1)).toEqual({ action: "retry", inMs: 600 });
    expect(afterRefusal(busy, 2)).toEqual({ action: "retry", inMs: 1200 });
    expect(afterRefusal(busy, 5)).toEqual({ action: "retry", inMs: 5000 });
    expect(afterRefusal(busy, 400)).toEqual({ action: "retry", inMs: 5000 });
  });

  it("waits a sensible time when the server names none or nonsense, never over 5 s", () => {
    expect(afterRefusal({ error: { code: "BUSY" } }, 0)).toEqual({ action: "retry", inMs: 400 });
    expect(afterRefusal({ error: { code: "BUSY" }, retryIn: -5 }, 0)).toEqual({ action: "retry", inMs: 50 });
    expect(afterRefusal({ error: { code: "BUSY" }, retryIn: 1e9 }, 2)).toEqual({
      action: "retry",
      inMs: 5000,
    });
  });

  it("shows any other refusal: the message cannot be sent as it is", () => {
    expect(afterRefusal({ error: { code: "VALIDATION" } }, 0)).toEqual({ action: "fail" });
    expect(afterRefusal({}, 0)).toEqual({ action: "fail" });
  });
});
