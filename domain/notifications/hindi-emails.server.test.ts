import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { favorites, users } from "~/db/schema";
import { runInLocale } from "~/server/locale";
import { freshTestApp, type TestContext } from "~/tests/support/test-app";
import { confirmEmailMessage, verificationCodeSms } from "../accounts/auth-messages";
import { forgetCategories, listCategories } from "../catalog/list-categories.server";
import { sendMessage } from "../chat/send-message.server";
import { startConversation } from "../chat/start-conversation.server";
import { changeListingStatus } from "../listings/change-listing-status.server";
import { insertListing } from "../listings/listing-fixtures.test-helper";
import { publishListingWentLive } from "../listings/listing-went-live.server";
import { saveSearch } from "../saved-searches/save-search.server";
import { notifyFavoritesPriceDrop } from "./notify-listing-events.server";

/**
 * Issue 14: a member who chose Hindi (users.locale) gets Mandi's e-mails in Hindi — the batched jobs run outside
 * any request and read it from the profile — and everyone else gets them in English, word for word as before.
 */

let database: Database;
let t: TestContext;

beforeEach(async () => {
  ({ database, t } = await freshTestApp(["seller-1", "buyer-1"]));
});
afterEach(() => t.close());

const emailsTo = (address: string) =>
  t.outbox.list().filter((entry) => entry.channel === "email" && entry.to === address);

describe("e-mails in the member's language", () => {
  it("sends the new-message e-mail in Hindi to a member who chose Hindi", async () => {
    await database.db.update(users).set({ locale: "hi" }).where(eq(users.id, "seller-1"));
    const listingId = await insertListing(database.db, { title: "Royal Enfield Classic 350" });
    const { conversationId } = await startConversation(t.services, {
      userId: "buyer-1",
      form: { listingId, subject: "Royal Enfield Classic 350", body: "Is it still available?" },
    });
    await sendMessage(t.services, {
      userId: "buyer-1",
      conversationId,
      message: { body: "Kal mil sakte hain?" },
    });
    await t.jobs.runAll();

    const hindi = emailsTo("seller-1@example.test");
    expect(hindi).toHaveLength(1);
    const body = hindi[0]?.body ?? "";
    expect(body.split("\n")[0]).toBe("Mandi पर आपके लिए 2 नए संदेश हैं");
    expect(body).toContain("नमस्ते ");
    expect(body).toContain("Seller buyer-1, “Royal Enfield Classic 350” के बारे में (2 नए): Kal mil sakte hain?");
    expect(body).toContain("सुरक्षित रहें: UPI PIN या OTP कभी साझा न करें");
    expect(body).toContain("/unsubscribe?");
  });

  it("sends the product-update e-mail in Hindi, the notices' own words translated too", async () => {
    await database.db.update(users).set({ locale: "hi" }).where(eq(users.id, "buyer-1"));
    const listingId = await insertListing(database.db, { title: "Honda City 2019", price: 650000 });
    await database.db.insert(favorites).values({ userId: "buyer-1", listingId });
    await notifyFavoritesPriceDrop(t.services, { listingId, oldPrice: 650000, newPrice: 600000 });
    await changeListingStatus(t.services, { userId: "seller-1", listingId, status: "sold" });
    await t.jobs.runAll();

    const sent = emailsTo("buyer-1@example.test");
    expect(sent).toHaveLength(1);
    const body = sent[0]?.body ?? "";
    expect(body.split("\n")[0]).toBe("Mandi पर विज्ञापनों के बारे में 2 अपडेट");
    expect(body).toContain("कीमत घटी: Honda City 2019");
    expect(body).toContain("अब ₹6,00,000 (पहले ₹6,50,000)।");
    expect(body).toContain("आपका सेव किया हुआ एक विज्ञापन बिक गया");
    expect(body).toContain("“Honda City 2019” बिक गया है।");
    expect(body).toContain("प्रोडक्ट अपडेट");
  });
});

describe("saved-search digests", () => {
  it("are sent in Hindi to a member who chose Hindi", async () => {
    await database.db.update(users).set({ locale: "hi" }).where(eq(users.id, "buyer-1"));
    await saveSearch(t.services, {
      userId: "buyer-1",
      params: new URLSearchParams({ q: "scooter" }),
      strict: false,
    });
    for (const title of ["Honda Activa scooter", "TVS Jupiter scooter"]) {
      const ad = await insertListing(database.db, { title, category: "bikes" });
      await publishListingWentLive(t.services, { listingId: ad });
    }
    await t.jobs.runAll();
    await t.jobs.runAll();
    const [digest, ...more] = emailsTo("buyer-1@example.test");
    expect(more).toEqual([]);
    const lines = digest?.body.split("\n") ?? [];
    expect(lines[0]).toMatch(/^Mandi पर “.+” के लिए 2 नए विज्ञापन$/);
    expect(digest?.body).toMatch(/आपकी सेव की गई खोज “.+” के लिए Mandi पर नया:/);
    expect(digest?.body).toContain("Honda Activa scooter");
    expect(digest?.body).toContain("आपकी सेव की गई खोजें: ");
  });
});

describe("sign-up texts", () => {
  it("are English, as before, unless asked in Hindi", () => {
    expect(verificationCodeSms("123456")).toBe(
      "123456 is your Mandi verification code. It expires in 10 minutes. Never share it with anyone.",
    );
    expect(verificationCodeSms("123456", "hi")).toMatch(/^123456 आपका Mandi वेरिफ़िकेशन कोड है।/);
    const english = confirmEmailMessage("a@example.test", "", "https://mandi.test/x");
    expect(english.subject).toBe("Confirm your e-mail address for Mandi");
    expect(english.text.split("\n")[0]).toBe("Hello there,");
    const hindi = confirmEmailMessage("a@example.test", "Asha", "https://mandi.test/x", "hi");
    expect(hindi.subject).toBe("Mandi के लिए अपने ई-मेल पते की पुष्टि करें");
    expect(hindi.text).toContain("नमस्ते Asha,");
    expect(hindi.text).toContain("https://mandi.test/x");
  });
});

describe("category names", () => {
  it("are Hindi in a Hindi request, English otherwise, with the same slugs", async () => {
    forgetCategories(database.db);
    const english = await listCategories({ db: database.db });
    const hindi = await runInLocale("hi", () => listCategories({ db: database.db }));
    const cars = english.find((c) => c.slug === "cars");
    const carsHi = hindi.find((c) => c.slug === "cars");
    expect(cars?.name).toBe("Cars");
    expect(carsHi?.name).toBe("कारें");
    expect(carsHi?.subcategories.map((s) => s.slug)).toEqual(cars?.subcategories.map((s) => s.slug));
    expect(carsHi?.subcategories.find((s) => s.slug === "sedans")?.name).toBe("सेडान");
    for (const category of hindi) {
      expect(category.name, category.slug).toMatch(/[\u0900-\u097F]/);
      for (const sub of category.subcategories) expect(sub.name, sub.slug).toMatch(/[\u0900-\u097F]|^[A-Z]+/);
    }
  });
});
