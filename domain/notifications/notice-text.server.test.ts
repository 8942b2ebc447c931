import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { notifications, users } from "~/db/schema";
import { runInLocale } from "~/server/locale";
import { freshTestApp, type TestContext } from "~/tests/support/test-app";
import { startConversation } from "../chat/start-conversation.server";
import { insertListing } from "../listings/listing-fixtures.test-helper";
import { listNotifications } from "./list-notifications.server";
import { notifyAdPosted } from "./notify-listing-events.server";

/**
 * Issue 26 §1: a notice is stored as what it means and read in the reader's language — the same row reads in Hindi
 * on a Hindi page and in English on an English one.
 */

let database: Database;
let t: TestContext;

beforeEach(async () => {
  ({ database, t } = await freshTestApp(["seller-1", "buyer-1"]));
  await database.db.update(users).set({ name: "Asha Verma", locale: "hi" }).where(eq(users.id, "buyer-1"));
});
afterEach(() => t.close());

const read = (userId: string, locale: "en" | "hi") =>
  runInLocale(locale, () => listNotifications(t.services, { userId }));

describe("notices in the reader's language", () => {
  it("a new message reads “New message from <name>” in English and in Hindi", async () => {
    const listingId = await insertListing(database.db, { title: "Royal Enfield Classic 350" });
    await startConversation(t.services, {
      userId: "buyer-1",
      form: { listingId, subject: "Royal Enfield Classic 350", body: "Is it still available?" },
    });
    const [english] = (await read("seller-1", "en")).notifications;
    expect(english).toMatchObject({ title: "New message from Asha Verma", body: "Is it still available?" });
    const [hindi] = (await read("seller-1", "hi")).notifications;
    expect(hindi).toMatchObject({ title: "Asha Verma का नया मैसेज", body: "Is it still available?" });
  });

  it("an ad going live reads in Hindi for a Hindi reader", async () => {
    const listingId = await insertListing(database.db, { title: "Honda City 2019" });
    await notifyAdPosted(t.services, { userId: "buyer-1", listingId, title: "Honda City 2019" });
    const [notice] = (await read("buyer-1", "hi")).notifications;
    expect(notice).toMatchObject({
      title: "आपका विज्ञापन लाइव है",
      body: "“Honda City 2019” अब 30 दिनों के लिए Mandi पर है।",
    });
  });

  it("a notice stored before notices carried their meaning still reads its English", async () => {
    await database.db
      .insert(notifications)
      .values({ userId: "seller-1", type: "alert", event: "", title: "Welcome to Mandi", body: "Hello" });
    const [notice] = (await read("seller-1", "en")).notifications;
    expect(notice).toMatchObject({ title: "Welcome to Mandi", body: "Hello" });
  });
});
