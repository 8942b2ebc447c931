import { authClient } from "~/tests/support/auth-requests";
import type { TestContext } from "~/tests/support/test-app";

/** What a person (or an attacker) does with Mandi's accounts, as requests: sign-ups, links from the outbox, codes. */
export function accountActions(t: TestContext) {
  const auth = authClient(t);

  const cookieOf = (res: { headers: Headers }) =>
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith("mandi.session_token="))
      ?.split(";")[0] ?? "";

  /** The newest link of a kind mailed to an address. */
  function mailedLink(to: string, kind: "verify-email" | "reset-password"): string {
    const pattern = new RegExp(`(https?://\\S+/api/auth/${kind}\\S+)`);
    const link = t.outbox
      .list()
      .filter((e) => e.channel === "email" && e.to === to && pattern.test(e.body))
      .map((e) => pattern.exec(e.body)?.[1] ?? "")
      .at(-1);
    if (!link) throw new Error(`no ${kind} link was mailed to ${to}`);
    return link;
  }

  /** Opens a link in a browser signed in with `cookie` (or in none): where it sends the browser next. */
  async function open(link: string, cookie = "") {
    const res = await t.app.request(link, { headers: cookie ? { cookie } : {} });
    return { status: res.status, location: res.headers.get("location") ?? "" };
  }

  /** The spec's sign-up (e-mail, password, phone code): the browser is signed in once the code is right. */
  async function signUp(input: { email: string; phone: string; password: string; name?: string }) {
    const created = await auth.post("/sign-up/email", {
      name: input.name ?? "Test User",
      email: input.email,
      password: input.password,
      phoneNumber: input.phone,
    });
    if (created.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(created.body)}`);
    await auth.post("/phone-number/send-otp", { phoneNumber: input.phone });
    const verified = await auth.post("/sign-up/verify-phone", {
      phoneNumber: input.phone,
      code: auth.lastCode(input.phone),
      email: input.email,
    });
    if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
    return { userId: String(verified.body.user.id), cookie: cookieOf(verified) };
  }

  async function signInWithEmail(email: string, password: string) {
    const res = await auth.post("/sign-in/email", { email, password });
    return { status: res.status, userId: res.body?.user?.id as string | undefined, cookie: cookieOf(res) };
  }

  /** "Continue with Phone": a code texted to the number, typed back. */
  async function signInWithPhoneCode(phone: string) {
    const sent = await auth.post("/phone-number/send-otp", { phoneNumber: phone });
    if (sent.status !== 200) throw new Error(`send-otp failed: ${JSON.stringify(sent.body)}`);
    const res = await auth.post("/phone-number/verify", { phoneNumber: phone, code: auth.lastCode(phone) });
    return { status: res.status, userId: res.body?.user?.id as string | undefined, cookie: cookieOf(res) };
  }

  /** "Forgot password → get a link by e-mail", then the new password on the page the link opens. */
  async function resetByLink(email: string, newPassword: string) {
    await auth.post("/request-password-reset", { email, redirectTo: "/login?mode=reset" });
    const token = new URL(mailedLink(email, "reset-password")).pathname.split("/").at(-1);
    return auth.post("/reset-password", { token, newPassword });
  }

  async function me(cookie: string) {
    const res = await t.app.request(t.url("/api/v1/me"), { headers: { cookie } });
    const body = res.status === 200 ? await res.json() : null;
    return { status: res.status, user: body?.user };
  }

  /** Whether the moderation API answers this browser (to anyone else it looks absent: 404). */
  async function seesModeration(cookie: string) {
    const res = await t.app.request(t.url("/api/v1/admin/queue"), { headers: { cookie } });
    return res.status === 200;
  }

  return {
    auth,
    mailedLink,
    open,
    signUp,
    signInWithEmail,
    signInWithPhoneCode,
    resetByLink,
    me,
    seesModeration,
  };
}
