import type { TestContext } from "./test-app";

/** Requests to better-auth at /api/auth/*, as the mobile app or a script makes them (JSON, with Origin). */
export function authClient(t: TestContext) {
  const origin = new URL(t.url("/")).origin;

  async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    const res = await t.app.request(t.url(`/api/auth${path}`), {
      method: "POST",
      headers: { "content-type": "application/json", origin, ...headers },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as Json };
  }

  /** The newest 6-digit code texted to `phone` (E.164). */
  function lastCode(phone: string): string {
    const sms = t.outbox
      .list()
      .filter((e) => e.channel === "sms" && e.to === phone)
      .at(-1);
    const code = /\b(\d{6})\b/.exec(sms?.body ?? "")?.[1];
    if (!code) throw new Error(`no code was texted to ${phone}`);
    return code;
  }

  /** Signs up with a verified phone and returns the bearer token of the new session. */
  async function signUp(input: { name?: string; email: string; phone: string; password?: string }) {
    const password = input.password ?? "Mandi-Test-Pass-1";
    const created = await post("/sign-up/email", {
      name: input.name ?? "Test User",
      email: input.email,
      password,
      phoneNumber: input.phone,
    });
    if (created.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(created.body)}`);
    const sent = await post("/phone-number/send-otp", { phoneNumber: input.phone });
    if (sent.status !== 200) throw new Error(`send-otp failed: ${JSON.stringify(sent.body)}`);
    const e164 = sentPhone(input.phone);
    const verified = await post("/sign-up/verify-phone", {
      phoneNumber: input.phone,
      code: lastCode(e164),
      email: input.email,
    });
    if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
    const token = verified.headers.get("set-auth-token");
    if (!token) throw new Error("no bearer token after sign-up");
    return { token, userId: String(verified.body.user.id), password };
  }

  function sentPhone(phone: string): string {
    const sms = t.outbox
      .list()
      .filter((e) => e.channel === "sms")
      .at(-1);
    if (!sms) throw new Error(`no SMS was sent for ${phone}`);
    return sms.to;
  }

  return { post, lastCode, signUp, origin };
}

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies of many shapes, read field by field in assertions.
type Json = any;
