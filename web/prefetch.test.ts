import { describe, expect, it } from "vitest";
import { isPrefetch } from "./prefetch";

describe("isPrefetch", () => {
  it("tells a fetch made ahead of a visit from the visit", () => {
    expect(isPrefetch(new Headers({ Purpose: "prefetch" }))).toBe(true);
    expect(isPrefetch(new Headers({ "Sec-Purpose": "prefetch;prerender" }))).toBe(true);
    expect(isPrefetch(new Headers())).toBe(false);
    expect(isPrefetch(new Headers({ Purpose: "navigate" }))).toBe(false);
  });
});
