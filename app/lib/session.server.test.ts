import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./session.server";

describe("safeRedirectPath", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeRedirectPath("/favorites?page=2")).toBe("/favorites?page=2");
    expect(safeRedirectPath("/messages/new")).toBe("/messages/new");
  });

  it.each([
    null,
    undefined,
    "",
    "favorites",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example",
    "/a\nb",
    "/\tx",
  ])("falls back to / for %j", (value) => {
    expect(safeRedirectPath(value)).toBe("/");
  });
});
