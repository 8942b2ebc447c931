import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createSmtpEmailSender } from "~/adapters/email/smtp-email";
import { createHttpSmsSender } from "~/adapters/sms/http-sms";
import type { Database } from "~/db/client.server";
import { requestPasswordResetCode } from "~/domain/accounts/request-password-reset-code.server";
import { signUp } from "~/domain/accounts/sign-up.server";
import { authClient } from "~/tests/support/auth-requests";
import { startSmsGateway } from "~/tests/support/sms-gateway";
import { startSmtpInbox } from "~/tests/support/smtp-inbox";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

// The whole sign-up with the real adapters: the HTTP SMS gateway and SMTP, each against a local stand-in.
let database: Database;
let t: TestContext;
let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;

beforeAll(async () => {
  database = await getTestDatabase();
  gateway = await startSmsGateway({ refuse: ["910000000000", "919000000001"] });
  smtp = await startSmtpInbox();
});
afterAll(async () => {
  await t?.close();
  await gateway.close();
  await smtp.close();
});
beforeEach(async () => {
  await resetDatabase(database);
  await t?.close();
  t = await createTestApp(database, {
    sms: createHttpSmsSender({ url: gateway.url, apiKey: "gateway-key", senderId: "MANDI" }),
    email: createSmtpEmailSender({ url: smtp.url, from: "Mandi <no-reply@mandi.test>" }),
  });
});

describe("sign-up through real providers", () => {
  it("texts the code through the HTTP gateway and mails the confirmation link over SMTP", async () => {
    const auth = authClient(t);
    const created = await auth.post("/sign-up/email", {
      name: "Asha",
      email: "asha@example.in",
      password: "monsoon-chai-1987",
      phoneNumber: "98765 43210",
    });
    expect(created.status).toBe(200);
    expect((await auth.post("/phone-number/send-otp", { phoneNumber: "98765 43210" })).status).toBe(200);

    const sms = gateway.received.at(-1);
    expect(sms).toMatchObject({ apiKey: "gateway-key", sender: "MANDI", to: "919876543210" });
    const code = /\b(\d{6})\b/.exec(sms?.message ?? "")?.[1] ?? "";
    const verified = await auth.post("/sign-up/verify-phone", {
      phoneNumber: "+919876543210",
      code,
      email: "asha@example.in",
    });
    expect(verified.status).toBe(200);
    expect(verified.body.user.phoneNumber).toBe("+919876543210");

    const mail = await smtp.mailTo("asha@example.in");
    expect(mail.raw).toContain("Subject: Confirm your e-mail address for Mandi");
    // Quoted-printable may wrap the long link; its start is on one line.
    expect(mail.raw).toContain("/api/auth/verify-email");
  });

  it("reports the gateway's refusal: the account exists, the code did not go out", async () => {
    const result = await signUp(
      t.auth,
      { fullName: "Asha", email: "asha@example.in", password: "monsoon-chai-1987", phone: "+91 90000 00001" },
      { headers: new Headers({ "x-forwarded-for": "127.0.0.1" }) },
    );
    expect(result).toEqual({
      phoneNumber: "+919000000001",
      codeSent: false,
      failure: "refused",
      message: "The SMS could not be sent. Please check the number or try again later.",
    });
    const res = await authClient(t).post("/sign-in/email", {
      email: "asha@example.in",
      password: "monsoon-chai-1987",
    });
    expect(res.status).toBe(200);
  });

  it("answers a phone reset the same whether the number has an account, and never shows the gateway's words", async () => {
    const asha = { name: "Asha", email: "asha@example.in", password: "monsoon-chai-1987" };
    await authClient(t).post("/sign-up/email", { ...asha, phoneNumber: "+919876543210" });
    await authClient(t).post("/phone-number/send-otp", { phoneNumber: "+919876543210" });
    const code = /\b(\d{6})\b/.exec(gateway.received.at(-1)?.message ?? "")?.[1] ?? "";
    const verified = await authClient(t).post("/sign-up/verify-phone", {
      phoneNumber: "+919876543210",
      code,
      email: asha.email,
    });
    expect(verified.status).toBe(200);
    // From now on the gateway refuses both numbers, with its own text.
    const failing = await startSmsGateway({
      refuse: ["919876543210", "919812345678", "919800000000"],
      hold: true,
    });
    // Counts the texts still on their way to the gateway when the reset answers.
    const toGateway = createHttpSmsSender({ url: failing.url, apiKey: "gateway-key", senderId: "MANDI" });
    let sending = 0;
    const sms = {
      send: async (to: string, text: string) => {
        sending += 1;
        try {
          await toGateway.send(to, text);
        } finally {
          sending -= 1;
        }
      },
    };
    await t.close();
    t = await createTestApp(database, { sms });
    const auth = authClient(t);
    try {
      // The gateway holds its answer: the reset answers without waiting for it, so its delay reveals nothing.
      const known = await auth.post("/phone-number/request-password-reset", { phoneNumber: "+919876543210" });
      const unknown = await auth.post("/phone-number/request-password-reset", {
        phoneNumber: "+919812345678",
      });
      expect(known.status).toBe(200);
      expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
      expect(JSON.stringify(known.body)).not.toMatch(/gateway|invalid number/i);
      // The code did go to the gateway for the account's number (which refused it), and only for that one.
      await vi.waitFor(() => expect(failing.received.map((m) => m.to)).toEqual(["919876543210"]));
      expect(sending).toBe(1);
      failing.release();

      // The page says the same, in Mandi's words, for both numbers.
      const headers = { "x-forwarded-for": "127.0.0.1" };
      for (const phone of ["+919876543210", "+919812345678"]) {
        await t.close();
        t = await createTestApp(database, { sms });
        expect(await requestPasswordResetCode(t.auth, { phone }, { headers: new Headers(headers) })).toBe(
          phone,
        );
      }

      // A sign-in code the gateway refuses is reported in Mandi's words; the gateway's own stay in the log.
      const signIn = await authClient(t).post("/phone-number/send-otp", { phoneNumber: "+919800000000" });
      expect(signIn.body.message).toBe(
        "The SMS could not be sent. Please check the number or try again later.",
      );
    } finally {
      await failing.close();
    }
  });
});
