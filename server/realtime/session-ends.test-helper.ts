import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema";
import { changePassword } from "~/domain/accounts/change-password.server";
import { authClient } from "~/tests/support/auth-requests";
import type { TestContext } from "~/tests/support/test-app";

/** A member signed in twice: `other` is the session that ends (a stolen phone), `own` the one they use. */
export interface TwoSessionMember {
  userId: string;
  email: string;
  phone: string;
  password: string;
  own: string;
  other: string;
}

export const ADMIN_EMAIL = "admin@example.in";

/** Makes the member at ADMIN_EMAIL an admin: their address confirmed (decision 015). */
export async function confirmAdmin(db: Db, userId: string) {
  await db
    .update(users)
    .set({ emailVerified: true, emailConfirmedAt: new Date() })
    .where(eq(users.id, userId));
}

/** The session token itself, as stored, from a bearer token (which may carry its signature). */
export function storedToken(bearer: string): string {
  const dot = bearer.lastIndexOf(".");
  return dot === -1 ? bearer : bearer.slice(0, dot);
}

/** Signs a member up (their `own` session) and in again (the `other` one), on `t`. */
export async function memberWithTwoSessions(
  t: TestContext,
  who: { name: string; email: string; phone: string },
): Promise<TwoSessionMember> {
  const auth = authClient(t);
  const password = "monsoon-chai-1987";
  const { token: own, userId } = await auth.signUp({ ...who, password });
  const signedIn = await auth.post("/sign-in/email", { email: who.email, password });
  const other = signedIn.headers.get("set-auth-token");
  if (!other) throw new Error(`no second session: ${JSON.stringify(signedIn.body)}`);
  return { userId, email: who.email, phone: who.phone, password, own, other };
}

/** A call to /api/v1 with a bearer token, answered with its status and JSON body. */
export async function bearerApi(t: TestContext, method: string, path: string, token: string, json?: unknown) {
  const res = await t.app.request(t.url(`/api/v1${path}`), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(json === undefined ? {} : { "content-type": "application/json" }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/**
 * Every way a session ends, as a member or a moderator does it on `t`. Each ends `member.other`; `ownSurvives`
 * says whether the member's own session outlives it (sign-out and password change end one or the others; a reset,
 * a ban or a suspension end them all).
 */
export const SESSION_ENDS: {
  name: string;
  ownSurvives: boolean;
  end(t: TestContext, member: TwoSessionMember, adminToken: string): Promise<void>;
}[] = [
  {
    name: "sign-out",
    ownSurvives: true,
    async end(t, member) {
      const auth = authClient(t);
      const out = await auth.post("/sign-out", {}, { authorization: `Bearer ${member.other}` });
      expect(out.status, JSON.stringify(out.body)).toBe(200);
    },
  },
  {
    name: "sign out other devices",
    ownSurvives: true,
    async end(t, member) {
      const auth = authClient(t);
      const out = await auth.post("/revoke-other-sessions", {}, { authorization: `Bearer ${member.own}` });
      expect(out.status, JSON.stringify(out.body)).toBe(200);
    },
  },
  {
    name: "password change",
    ownSurvives: true,
    async end(t, member) {
      const newPassword = "new-monsoon-2024";
      await changePassword(
        t.auth,
        { currentPassword: member.password, newPassword, confirmPassword: newPassword },
        { headers: new Headers({ authorization: `Bearer ${member.own}` }) },
      );
    },
  },
  {
    name: "password reset by e-mail link",
    ownSurvives: false,
    async end(t, member) {
      const auth = authClient(t);
      const asked = await auth.post("/request-password-reset", {
        email: member.email,
        redirectTo: "/login?mode=reset",
      });
      expect(asked.status).toBe(200);
      const mail = t.outbox
        .list()
        .filter((e) => e.channel === "email" && e.to === member.email)
        .at(-1);
      const link = /(http\S+reset-password\S+)/.exec(mail?.body ?? "")?.[1] ?? "";
      const opened = await t.app.request(link);
      const token = new URL(opened.headers.get("location") ?? "", t.url("/")).searchParams.get("token");
      const done = await auth.post("/reset-password", { token, newPassword: "new-monsoon-2024" });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
    },
  },
  {
    name: "password reset by phone code",
    ownSurvives: false,
    async end(t, member) {
      const auth = authClient(t);
      const asked = await auth.post("/phone-number/request-password-reset", { phoneNumber: member.phone });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      const done = await auth.post("/phone-number/reset-password", {
        phoneNumber: member.phone,
        otp: auth.lastCode(member.phone),
        newPassword: "new-monsoon-2024",
      });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
    },
  },
  {
    name: "ban",
    ownSurvives: false,
    async end(t, member, adminToken) {
      const res = await bearerApi(t, "POST", `/admin/users/${member.userId}/ban`, adminToken, {
        reason: "Asked buyers for advance payment",
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    },
  },
  {
    name: "suspension",
    ownSurvives: false,
    async end(t, member, adminToken) {
      const res = await bearerApi(t, "POST", `/admin/members/${member.userId}/suspend`, adminToken, {
        days: 7,
        reason: "Rude to buyers",
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    },
  },
];
