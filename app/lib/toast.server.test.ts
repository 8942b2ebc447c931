import { describe, expect, it } from "vitest";
import { readToast, TOAST_COOKIE } from "~/web/toast-cookie.server";
import { dataWithToast, redirectWithToast } from "./toast.server";

function cookiePairs(headers: Headers): string[] {
  return headers.getSetCookie().map((c) => c.split(";")[0] ?? "");
}

function requestWith(cookie: string) {
  return new Request("http://localhost/", { headers: { Cookie: cookie } });
}

describe("toast cookie", () => {
  it("redirectWithToast redirects and sets a short-lived HttpOnly cookie", () => {
    const response = redirectWithToast("/", {
      title: "Logged Out",
      description: "You have been logged out.",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(
      new RegExp(`^${TOAST_COOKIE}=[A-Za-z0-9_-]+; Path=/; Max-Age=60; SameSite=Lax; HttpOnly$`),
    );
  });

  it("keeps the caller's headers and status", () => {
    const response = redirectWithToast(
      "/login",
      { title: "Please login first", variant: "destructive" },
      { status: 303, headers: { "Set-Cookie": "other=1; Path=/" } },
    );
    expect(response.status).toBe(303);
    expect(cookiePairs(response.headers)).toHaveLength(2);
    expect(cookiePairs(response.headers)[0]).toBe("other=1");
  });

  it("is read once: the reader returns the toast and a header that clears the cookie", () => {
    const response = redirectWithToast("/", {
      title: "Changes Saved!",
      description: "Your profile was updated.",
      variant: "default",
    });
    const pair = cookiePairs(response.headers)[0] ?? "";
    const { toast, headers } = readToast(requestWith(`a=1; ${pair}`));
    expect(toast).toMatchObject({
      title: "Changes Saved!",
      description: "Your profile was updated.",
      variant: "default",
    });
    expect(toast?.id).toEqual(expect.any(String));
    expect(headers.getSetCookie()).toEqual([`${TOAST_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly`]);
  });

  it("reads nothing and clears nothing without the cookie", () => {
    const { toast, headers } = readToast(requestWith("a=1"));
    expect(toast).toBeNull();
    expect(headers.getSetCookie()).toEqual([]);
  });

  it("drops a tampered cookie but still clears it", () => {
    const forged = Buffer.from(JSON.stringify({ title: "", variant: "evil" })).toString("base64url");
    for (const value of ["not-base64-json", forged]) {
      const { toast, headers } = readToast(requestWith(`${TOAST_COOKIE}=${value}`));
      expect(toast).toBeNull();
      expect(headers.getSetCookie()).toHaveLength(1);
    }
  });

  it("dataWithToast returns the data with the toast cookie", () => {
    const result = dataWithToast({ ok: true }, { title: "Message Sent!" }, { status: 201 });
    expect(result.data).toEqual({ ok: true });
    expect(result.init?.status).toBe(201);
    const headers = new Headers(result.init?.headers);
    expect(headers.getSetCookie()[0]).toMatch(new RegExp(`^${TOAST_COOKIE}=`));
  });
});
