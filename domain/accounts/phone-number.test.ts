import { describe, expect, it } from "vitest";
import { formatPhoneNumber, normalizePhoneNumber } from "./phone-number";

describe("normalizePhoneNumber", () => {
  it.each([
    "98765 43210",
    "9876543210",
    "09876543210",
    "+91 98765 43210",
    "+91-98765-43210",
    "+91 (98765) 43210",
    "0091 98765 43210",
    "919876543210",
  ])("reads %s as +919876543210", (input) => {
    expect(normalizePhoneNumber(input)).toBe("+919876543210");
  });

  it("keeps numbers from other countries in E.164", () => {
    expect(normalizePhoneNumber("+44 20 7946 0958")).toBe("+442079460958");
    expect(normalizePhoneNumber("+1 (415) 555-2671")).toBe("+14155552671");
  });

  it.each([
    "",
    "12345",
    "+91 12345 67890",
    "98765 4321",
    "call me",
    "+91 98765 43210 ext 2",
    "++919876543210",
  ])("refuses %j", (input) => {
    expect(normalizePhoneNumber(input)).toBeNull();
  });
});

describe("formatPhoneNumber", () => {
  it("groups Indian mobiles as people write them", () => {
    expect(formatPhoneNumber("+919876543210")).toBe("+91 98765 43210");
    expect(formatPhoneNumber("+442079460958")).toBe("+442079460958");
  });
});
