import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { favorites, notificationPreferences, notifications } from "~/db/schema";
import { freshTestApp, type TestContext } from "~/tests/support/test-app";
import { markConversationRead } from "../chat/mark-conversation-read.server";
import { sendMessage } from "../chat/send-message.server";
import { sendMessageEmails } from "../chat/send-message-emails.server";
import { startConversation } from "../chat/start-conversation.server";
import { changeListingStatus } from "../listings/change-listing-status.server";
import { insertListing } from "../listings/listing-fixtures.test-helper";
import { notifyAdPosted, notifyFavoritesPriceDrop } from "./notify-listing-events.server";
import { sendProductEmails } from "./send-product-emails.server";
import { UNSUBSCRIBE_INVALID, unsubscribe } from "./unsubscribe.server";

/**
 * The batched e-mails: a burst of messages or ad updates makes one e-mail, the member's preferences decide
 * whether it goes at all, and its unsubscribe link turns that kind off. The job queue is the test's own: jobs
 * wait until `t.jobs.runAll()`, as they would wait out their delay.
 */

let database: Database;
let t: TestContext;

beforeEach(async () => {
  ({ database, t } = await freshTestApp(["seller-1", "buyer-1"]));
});
afterEach(() => t.close());

const emailsTo = (address: string) =>
  t.outbox.list().filter((entry) => entry.channel === "email" && entry.to === address);

async function conversationAbout(title = "Royal Enfield Classic 350") {
  const listingId = await insertListing(database.db, { title });
  const { conversationId } = await startConversation(t.services, {
    userId: "buyer-1",
    form: { listingId, subject: title, body: "Is it still available?" },
  });
  return { listingId, conversationId };
}

async function burst(conversationId: number, count: number, from = "buyer-1") {
  for (let i = 1; i <= count; i++) {
    await sendMessage(t.services, { userId: from, conversationId, message: { body: `Message number ${i}` } });
  }
}

/** The unsubscribe link in an e-mail, taken apart as the page that opens it would. */
function unsubscribeLink(body: string) {
  const link = /(https?:\/\/\S+\/unsubscribe\?\S+)/.exec(body)?.[1];
  if (!link) throw new Error(`no unsubscribe link in:\n${body}`);
  const url = new URL(link);
  return {
    url,
    userId: url.searchParams.get("u") ?? "",
    kind: url.searchParams.get("k") ?? "",
    token: url.searchParams.get("t") ?? "",
  };
}

describe("new-message e-mails", () => {
  it("sends ONE e-mail for a burst of twenty messages, naming the chat and the count", async () => {
    const { conversationId } = await conversationAbout();
    await burst(conversationId, 19);
    // One job for the whole burst, keyed by the member, after the batching delay.
    expect(t.jobs.pending()).toEqual([
      { queue: "message-email", data: { userId: "seller-1" }, key: "seller-1", delaySeconds: 120 },
    ]);
    expect(await t.jobs.runAll()).toBe(1);

    const sent = emailsTo("seller-1@example.test");
    expect(sent).toHaveLength(1);
    const body = sent[0]?.body ?? "";
    expect(body.split("\n")[0]).toBe("You have 20 new messages on Mandi");
    expect(body).toContain("Seller buyer-1 about “Royal Enfield Classic 350” (20 new): Message number 19");
    expect(body).toContain(`/messages?c=${conversationId}`);
    expect(body).toContain("never share a UPI PIN or an OTP");
    unsubscribeLink(body);
    // The sender is not e-mailed about their own messages, and nothing is left to send.
    expect(emailsTo("buyer-1@example.test")).toEqual([]);
    expect(await t.jobs.runAll()).toBe(0);
    expect(await sendMessageEmails(t.services, { userId: "seller-1" })).toEqual({ messages: 0, sent: false });
  });

  it("sends nothing for messages read before the batch went out, and e-mails again after a read", async () => {
    const { conversationId } = await conversationAbout();
    await burst(conversationId, 3);
    await markConversationRead(t.services, { userId: "seller-1", conversationId });
    await t.jobs.runAll();
    expect(emailsTo("seller-1@example.test")).toEqual([]);

    // The next message after reading is a new burst: one more e-mail, about it alone.
    await burst(conversationId, 1);
    await t.jobs.runAll();
    const sent = emailsTo("seller-1@example.test");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body.split("\n")[0]).toBe("You have a new message on Mandi");
  });

  it("sends none when the member turned New Messages off", async () => {
    await database.db.insert(notificationPreferences).values({ userId: "seller-1", newMessages: false });
    const { conversationId } = await conversationAbout();
    await burst(conversationId, 20);
    await t.jobs.runAll();
    expect(emailsTo("seller-1@example.test")).toEqual([]);
    // The notification centre still has it.
    const notes = await database.db.select().from(notifications).where(eq(notifications.userId, "seller-1"));
    expect(notes.map((n) => n.event)).toEqual(["new-message"]);
  });

  it("sends one e-mail when two workers run the same batch at once", async () => {
    const { conversationId } = await conversationAbout();
    await burst(conversationId, 5);
    const results = await Promise.all([
      sendMessageEmails(t.services, { userId: "seller-1" }),
      sendMessageEmails(t.services, { userId: "seller-1" }),
    ]);
    expect(results.filter((r) => r.sent)).toHaveLength(1);
    expect(emailsTo("seller-1@example.test")).toHaveLength(1);
  });

  it("puts the batch back when the mail server fails, so the job's retry sends it", async () => {
    const { conversationId } = await conversationAbout();
    await burst(conversationId, 2);
    const failing = {
      ...t.services,
      email: {
        send: async () => {
          throw new Error("mail server down");
        },
      },
    };
    await expect(sendMessageEmails(failing, { userId: "seller-1" })).rejects.toThrow("mail server down");
    expect(emailsTo("seller-1@example.test")).toEqual([]);
    expect(await sendMessageEmails(t.services, { userId: "seller-1" })).toEqual({ messages: 3, sent: true });
    expect(emailsTo("seller-1@example.test")).toHaveLength(1);
  });
});

describe("the unsubscribe link", () => {
  it("turns New Messages e-mails off without signing in, and the next burst sends nothing", async () => {
    const { conversationId } = await conversationAbout();
    await t.jobs.runAll();
    const [email] = emailsTo("seller-1@example.test");
    const link = unsubscribeLink(email?.body ?? "");
    expect(link.url.pathname).toBe("/unsubscribe");
    expect(link).toMatchObject({ userId: "seller-1", kind: "messages" });

    expect(await unsubscribe(t.services, link)).toEqual({ kind: "messages" });
    const [prefs] = await database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, "seller-1"));
    expect(prefs).toMatchObject({ newMessages: false, productUpdates: true });
    // Opening it twice is fine.
    expect(await unsubscribe(t.services, link)).toEqual({ kind: "messages" });

    await markConversationRead(t.services, { userId: "seller-1", conversationId });
    await burst(conversationId, 20);
    await t.jobs.runAll();
    expect(emailsTo("seller-1@example.test")).toHaveLength(1);
  });

  it("refuses a link that was changed: another member, another kind, another token", async () => {
    await conversationAbout();
    await t.jobs.runAll();
    const link = unsubscribeLink(emailsTo("seller-1@example.test")[0]?.body ?? "");
    for (const forged of [
      { ...link, userId: "buyer-1" },
      { ...link, kind: "product" },
      { ...link, kind: "everything" },
      { ...link, token: `${link.token.slice(0, -2)}xx` },
      { ...link, token: "" },
    ]) {
      await expect(unsubscribe(t.services, forged)).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: UNSUBSCRIBE_INVALID,
      });
    }
    const prefs = await database.db.select().from(notificationPreferences);
    expect(prefs.every((p) => p.newMessages && p.productUpdates)).toBe(true);
  });
});

describe("product-update e-mails", () => {
  it("tell a member who saved an ad that it sold and that its price dropped, in one e-mail", async () => {
    const listingId = await insertListing(database.db, { title: "Honda City 2019", price: 650000 });
    await database.db.insert(favorites).values({ userId: "buyer-1", listingId });
    await notifyFavoritesPriceDrop(t.services, { listingId, oldPrice: 650000, newPrice: 600000 });
    await changeListingStatus(t.services, { userId: "seller-1", listingId, status: "sold" });
    const productJobs = t.jobs.pending().filter((job) => job.queue === "product-email");
    expect(productJobs).toEqual([
      { queue: "product-email", data: { userId: "buyer-1" }, key: "buyer-1", delaySeconds: 600 },
    ]);
    await t.jobs.runAll();

    const sent = emailsTo("buyer-1@example.test");
    expect(sent).toHaveLength(1);
    const body = sent[0]?.body ?? "";
    expect(body.split("\n")[0]).toBe("2 updates about ads on Mandi");
    expect(body).toContain("Price drop: Honda City 2019");
    expect(body).toContain("An ad you saved was sold");
    expect(body).toContain(`/product/${listingId}`);
    const link = unsubscribeLink(body);
    expect(link.kind).toBe("product");
    // Sent once: running it again finds nothing new.
    expect(await sendProductEmails(t.services, { userId: "buyer-1" })).toEqual({
      notifications: 0,
      sent: false,
    });

    await unsubscribe(t.services, link);
    const [prefs] = await database.db.select().from(notificationPreferences);
    expect(prefs).toMatchObject({ userId: "buyer-1", productUpdates: false, newMessages: true });
  });

  it("sends none when Product Updates is off, and none for an ad going live", async () => {
    await database.db.insert(notificationPreferences).values({ userId: "buyer-1", productUpdates: false });
    const listingId = await insertListing(database.db, { title: "Honda City 2019" });
    await database.db.insert(favorites).values({ userId: "buyer-1", listingId });
    await changeListingStatus(t.services, { userId: "seller-1", listingId, status: "sold" });
    await notifyAdPosted(t.services, { userId: "seller-1", listingId, title: "Honda City 2019" });
    await t.jobs.runAll();
    expect(await sendProductEmails(t.services, { userId: "seller-1" })).toEqual({
      notifications: 0,
      sent: false,
    });
    expect(t.outbox.list().filter((entry) => entry.channel === "email")).toEqual([]);
  });
});
