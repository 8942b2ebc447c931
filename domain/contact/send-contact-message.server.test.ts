import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { EmailMessage } from "~/adapters/email/email";
import type { Database } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { AppError } from "~/domain/shared/app-error";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { sendContactMessage } from "./send-contact-message.server";

let database: Database;
let t: TestContext;

const valid = {
  name: "  Asha   Verma ",
  email: "asha@example.in",
  subject: "Ad removed\r\nBcc: everyone@example.com",
  message: "My scooter ad disappeared yesterday.\n\nCan you check why?",
};

beforeAll(async () => {
  database = await getTestDatabase();
  // 5 per window × 0.2 = one message per address.
  t = await createTestApp(database, { rateLimitScale: 0.2 });
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(database);
  t.outbox.clear();
});

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe("sendContactMessage", () => {
  it("stores the message and mails it to support with the sender as reply-to", async () => {
    const sent: EmailMessage[] = [];
    const services = { ...t.services, email: { send: async (m: EmailMessage) => void sent.push(m) } };
    const result = await sendContactMessage(services, valid, { clientIp: "203.0.113.1" });

    const rows = await database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: result.id,
      name: "Asha Verma",
      email: "asha@example.in",
      subject: "Ad removed Bcc: everyone@example.com",
      message: valid.message,
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: t.services.settings.supportEmail, replyTo: "asha@example.in" });
    expect(sent[0]?.subject).toBe(`[Contact #${result.id}] Ad removed Bcc: everyone@example.com`);
    expect(sent[0]?.text).toContain("From: Asha Verma <asha@example.in>");
    expect(sent[0]?.text).toContain("Can you check why?");
  });

  it("puts the plain-text mail in the outbox on a local run", async () => {
    await sendContactMessage(t.services, valid, { clientIp: "203.0.113.2" });
    const [mail] = t.outbox.list();
    expect(mail).toMatchObject({ channel: "email", to: t.services.settings.supportEmail });
    expect(mail?.body).toContain("My scooter ad disappeared yesterday.");
  });

  it("rejects missing and malformed fields with one message per field and stores nothing", async () => {
    const err = await rejection(
      sendContactMessage(t.services, { name: " ", email: "asha@", subject: "" }, { clientIp: "203.0.113.3" }),
    );
    expect(err.code).toBe("VALIDATION");
    expect(err.fields).toEqual({
      name: "Please enter your name.",
      email: "Please enter a valid e-mail address, e.g. name@example.com.",
      subject: "Please enter a subject.",
      message: "Please enter your message.",
    });
    expect(await database.db.select().from(contactMessages)).toEqual([]);
    expect(t.outbox.list()).toEqual([]);
  });

  it("limits messages per client address", async () => {
    await sendContactMessage(t.services, valid, { clientIp: "203.0.113.4" });
    const err = await rejection(sendContactMessage(t.services, valid, { clientIp: "203.0.113.4" }));
    expect(err.code).toBe("RATE_LIMITED");
    expect(err.message).toMatch(/^Too many attempts, try again in \d+ minutes?\.$/);
    expect(err.retryAfterSeconds).toBeGreaterThan(0);
    // Another address is not affected.
    await sendContactMessage(t.services, valid, { clientIp: "203.0.113.5" });
    expect(await database.db.select().from(contactMessages)).toHaveLength(2);
  });

  it("keeps nothing when the mail cannot be sent", async () => {
    const services = {
      ...t.services,
      email: {
        send: async () => {
          throw new Error("SMTP down");
        },
      },
    };
    const err = await rejection(sendContactMessage(services, valid, { clientIp: "203.0.113.6" }));
    expect(err.code).toBe("UNAVAILABLE");
    expect(
      await database.db.select().from(contactMessages).where(eq(contactMessages.email, valid.email)),
    ).toEqual([]);
  });
});
