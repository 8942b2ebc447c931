import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import { authClient } from "./auth-requests";
import type { TestContext } from "./test-app";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36";

/**
 * A member signed up (with a confirmed phone) and signed in, their e-mail confirmed too unless `verified` is false:
 * id and session cookie. The e-mail is confirmed before the sign-in, as a session may carry the member as they
 * were when it began (in Redis, when TEST_REDIS_URL is set).
 */
export async function signedInMember(
  t: TestContext,
  member: { email: string; phone: string; name?: string; verified?: boolean },
) {
  const { email, phone, verified = true } = member;
  const auth = authClient(t);
  const name = member.name ?? email.split("@")[0] ?? "";
  const { userId, password } = await auth.signUp({ name, email, phone });
  if (verified) {
    await t.services.db
      .update(users)
      .set({ emailVerified: true, emailConfirmedAt: new Date() })
      .where(eq(users.id, userId));
  }
  const res = await auth.post("/sign-in/email", { email, password });
  const cookie = /mandi\.session_token=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error("no session cookie");
  return { userId, cookie };
}

/** Pages as a browser without JavaScript gets and posts them, with a member's cookie or none. */
export function pageRequests(t: TestContext) {
  return {
    async page(path: string, cookie?: string) {
      const res = await t.app.request(t.url(path), {
        headers: { "User-Agent": BROWSER, ...(cookie ? { Cookie: cookie } : {}) },
      });
      return { status: res.status, html: await res.text(), headers: res.headers };
    },
    post(path: string, fields: Record<string, string>, cookie?: string) {
      return t.app.request(t.url(path), {
        method: "POST",
        headers: {
          "User-Agent": BROWSER,
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: t.url("/").replace(/\/$/, ""),
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: new URLSearchParams(fields).toString(),
      });
    },
  };
}

/** The toast the next page will show, read from the answer's one-time cookie. */
export function toastOf(res: Response) {
  const raw = /mandi_toast=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  return raw ? JSON.parse(Buffer.from(raw, "base64url").toString()) : null;
}
