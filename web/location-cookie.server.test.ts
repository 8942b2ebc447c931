import { describe, expect, it } from "vitest";
import { locationCookieHeader, readLocation } from "./location-cookie.server";

function requestWithCookie(cookie?: string) {
  return new Request("http://localhost/", cookie ? { headers: { Cookie: cookie } } : {});
}

describe("location cookie", () => {
  it("defaults to INDIA, not set, without a cookie", () => {
    expect(readLocation(requestWithCookie())).toEqual({ location: "INDIA", locationSet: false });
    expect(readLocation(requestWithCookie("other=1; mandi_location="))).toEqual({
      location: "INDIA",
      locationSet: false,
    });
  });

  it("stores the location upper case for a year, SameSite=Lax and HttpOnly", async () => {
    const header = await locationCookieHeader("  Pune,  India ");
    expect(header).toBe("mandi_location=PUNE%2C%20INDIA; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly");
  });

  it("reads back what it stored", async () => {
    const header = await locationCookieHeader("Navi Mumbai");
    const pair = header.split(";")[0] ?? "";
    expect(readLocation(requestWithCookie(`a=b; ${pair}`))).toEqual({
      location: "NAVI MUMBAI",
      locationSet: true,
    });
  });

  it("ignores a malformed cookie value", () => {
    expect(readLocation(requestWithCookie("mandi_location=%E0%A4%A"))).toEqual({
      location: "INDIA",
      locationSet: false,
    });
  });
});
