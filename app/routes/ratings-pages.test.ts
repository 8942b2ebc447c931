import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { offers, ratingReports, ratings } from "~/db/schema";
import { startConversation } from "~/domain/chat/start-conversation.server";
import { insertListing } from "~/domain/listings/listing-fixtures.test-helper";
import { REPORT_ACKNOWLEDGEMENT } from "~/domain/shared/report-reasons";
import { visibleText } from "~/tests/support/page-browser";
import { pageRequests, signedInMember, toastOf } from "~/tests/support/page-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

// Ratings as a browser without JavaScript uses them: the chat's "Rate" form, the profile's list and "Report", and
// /admin/ratings, which to anyone but an admin does not exist.
let database: Database;
let t: TestContext;
type Member = { userId: string; cookie: string };
let seller: Member;
let buyer: Member;
let other: Member;
let admin: Member;
let chatId: number;

beforeAll(async () => {
  database = await getTestDatabase();
  t = await createTestApp(database, {
    pages: true,
    rateLimitScale: 100,
    env: { ADMIN_EMAILS: "admin@example.in" },
  });
}, 120_000);
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(database);
  seller = await signedIn("Asha Rao", "asha@example.in", "+919876543210");
  buyer = await signedIn("Ravi Kumar", "ravi@example.in", "+919812345678");
  other = await signedIn("Meera", "meera@example.in", "+919811111111");
  // The e-mail is confirmed before the sign-in: a session may carry the member as they were when it began (in
  // Redis, when TEST_REDIS_URL is set).
  admin = await signedIn("Moderator", "admin@example.in", "+919800000011", { verified: true });
  const adId = await insertListing(database.db, {
    title: "Honda Activa",
    price: 14000,
    userId: seller.userId,
  });
  const started = await startConversation(t.services, {
    userId: buyer.userId,
    form: { listingId: adId, subject: "Honda Activa", body: "Is the scooter still there?" },
  });
  chatId = started.conversationId;
});

const signedIn = (name: string, email: string, phone: string, options: { verified?: boolean } = {}) =>
  signedInMember(t, { name, email, phone, verified: options.verified ?? false });
async function page(path: string, who?: Member) {
  const { status, html } = await pageRequests(t).page(path, who?.cookie);
  return { status, html, text: visibleText(html).replace(/&#x27;|&#39;/g, "'") };
}
const post = (path: string, fields: Record<string, string>, who?: Member) =>
  pageRequests(t).post(path, fields, who?.cookie);
const chat = () => `/messages/${chatId}`;
const rate = (fields: Record<string, string>, who: Member) =>
  post(`${chat()}/act`, { intent: "rate", ...fields }, who);

async function acceptAnOffer() {
  await database.db
    .insert(offers)
    .values({ conversationId: chatId, fromUserId: buyer.userId, amount: 13000, status: "accepted" });
}

describe("the chat's Rate form", () => {
  it("appears after a deal, posts without JavaScript, then says what was given", async () => {
    expect((await page(chat(), buyer)).text).not.toContain("Rate Asha Rao");
    const early = await rate({ stars: "5" }, buyer);
    expect(toastOf(early)).toMatchObject({ title: "Could not send your rating", variant: "destructive" });

    await acceptAnOffer();
    const before = await page(chat(), buyer);
    expect(before.text).toContain("Rate Asha Rao");
    expect(before.html).toMatch(/<input type="radio" required="" [^>]*name="stars" value="5"/);
    expect(before.text).toContain("5 ★ stars");

    const rated = await rate({ stars: "4", text: "<b>Smooth</b> deal, on time." }, buyer);
    expect(rated.status).toBe(303);
    expect(rated.headers.get("location")).toBe(`${chat()}#latest`);
    expect(toastOf(rated)).toEqual({ title: "Rating sent", description: "You gave ★4." });
    const after = await page(chat(), buyer);
    expect(after.text).toContain("You rated Asha Rao ★4");
    expect(after.text).not.toContain("Rate Asha Rao");
    // The seller still has their own form.
    expect((await page(chat(), seller)).text).toContain("Rate Ravi Kumar");

    const twice = await rate({ stars: "1" }, buyer);
    expect(toastOf(twice)).toEqual({
      title: "Could not send your rating",
      description: "You have already rated Asha Rao.",
      variant: "destructive",
    });
    const noStars = await rate({ stars: "9" }, seller);
    expect(toastOf(noStars)).toMatchObject({ description: "Please choose 1 to 5 stars." });
    expect((await rate({ stars: "3" }, other)).status).toBe(404);
    expect(await database.db.select({ stars: ratings.stars }).from(ratings)).toEqual([{ stars: 4 }]);
  });
});

describe("a sale the seller marked from the chat (issue 25 §7)", () => {
  it("asks the buyer to confirm, without JavaScript; the seller rates them only after", async () => {
    const sold = await post(`${chat()}/act`, { intent: "sold" }, seller);
    expect(sold.status).toBe(303);
    const waiting = await page(chat(), seller);
    expect(waiting.text).toContain("You can rate Ravi Kumar once they confirm here that they bought it.");
    expect(waiting.text).not.toContain("Rate Ravi Kumar");
    expect(toastOf(await rate({ stars: "1" }, seller))).toMatchObject({
      title: "Could not send your rating",
      description: "You can rate the buyer once they confirm in the chat that they bought it from you.",
    });

    const asked = await page(chat(), buyer);
    expect(asked.text).toContain("Asha Rao marked it sold to you. Did you buy it?");
    expect(asked.html).toMatch(/<input type="hidden" name="intent" value="bought"\/>/);
    // The buyer may rate the seller on the seller's own word already.
    expect(asked.text).toContain("Rate Asha Rao");
    const confirmed = await post(`${chat()}/act`, { intent: "bought" }, buyer);
    expect(confirmed.status).toBe(303);
    expect(toastOf(confirmed)).toEqual({
      title: "Thanks for confirming",
      description: "Asha Rao can now rate you, and you them.",
    });
    expect((await page(chat(), buyer)).text).not.toContain("Did you buy it?");
    const after = await page(chat(), seller);
    expect(after.text).toContain("Confirmed buying “Honda Activa”.");
    expect(after.text).toContain("Rate Ravi Kumar");
    expect((await rate({ stars: "5" }, seller)).status).toBe(303);
    expect(await database.db.select({ stars: ratings.stars }).from(ratings)).toEqual([{ stars: 5 }]);
    // Nobody else confirms anything here.
    expect((await post(`${chat()}/act`, { intent: "bought" }, other)).status).toBe(404);
  });
});

describe("the profile's ratings", () => {
  async function rated() {
    await acceptAnOffer();
    await rate({ stars: "4", text: "<b>Smooth</b> deal, on time." }, buyer);
    const [row] = await database.db.select().from(ratings);
    if (!row) throw new Error("not rated");
    return row.id;
  }

  it("shows the average, the list as plain text, and Report for others only", async () => {
    const id = await rated();
    const visitor = await page(`/seller/${seller.userId}`);
    expect(visitor.status).toBe(200);
    expect(visitor.text).toContain("4.0 ★ · 1 rating");
    expect(visitor.text).toContain("by Ravi · as seller");
    expect(visitor.html).toContain("&lt;b&gt;Smooth&lt;/b&gt; deal, on time.");
    expect(visitor.html).not.toContain("<b>Smooth</b>");
    expect(visitor.html).toContain(
      `href="/login?redirectTo=${encodeURIComponent(`/seller/${seller.userId}`)}"`,
    );
    expect((await page(`/seller/${seller.userId}`, buyer)).text).not.toContain("Report the rating");
    const signedInView = await page(`/seller/${seller.userId}`, other);
    expect(signedInView.html).toContain(`name="ratingId" value="${id}"`);
    expect(signedInView.text).toContain("What is wrong with this rating?");
    expect((await page(`/seller/${buyer.userId}`)).text).toContain("No ratings yet.");
  });

  it("takes a report as a plain form: refused fields come back, a sent one is acknowledged", async () => {
    const id = await rated();
    const path = `/seller/${seller.userId}`;
    const visitor = await post(path, {
      intent: "report-rating",
      ratingId: String(id),
      reason: "Spam or advertising",
    });
    expect(visitor.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);

    const refused = await post(
      path,
      { intent: "report-rating", ratingId: String(id), reason: "Other" },
      seller,
    );
    expect(refused.status).toBe(422);
    expect(visibleText(await refused.text())).toContain("Please tell us what is wrong with it.");

    const sent = await post(
      path,
      {
        intent: "report-rating",
        ratingId: String(id),
        reason: "No real deal took place",
        details: "Never met",
      },
      seller,
    );
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`${path}#rating-${id}`);
    expect(toastOf(sent)).toEqual({ title: "Report sent", description: REPORT_ACKNOWLEDGEMENT });
    expect((await page(path, seller)).text).toContain("You reported this rating.");
    const own = await post(
      path,
      { intent: "report-rating", ratingId: String(id), reason: "Spam or advertising" },
      buyer,
    );
    expect(toastOf(own)).toMatchObject({
      description: "You cannot report your own rating.",
      variant: "destructive",
    });
    expect((await post(path, { intent: "report-rating", ratingId: "abc" }, seller)).status).toBe(400);
    expect((await database.db.select().from(ratingReports)).map((r) => r.reporterId)).toEqual([
      seller.userId,
    ]);
  });
});

describe("/admin/ratings", () => {
  it("is the site's 404 to anyone but an admin, who hides a reported rating with a button", async () => {
    await acceptAnOffer();
    await rate({ stars: "1", text: "A cheat." }, buyer);
    const [row] = await database.db.select().from(ratings);
    const id = String(row?.id);
    await post(
      `/seller/${seller.userId}`,
      { intent: "report-rating", ratingId: id, reason: "Offensive or abusive" },
      seller,
    );

    for (const who of [undefined, seller, other]) {
      const res = await page("/admin/ratings", who);
      expect(res.status).toBe(404);
      expect(res.text).toContain("Page not found");
      expect((await post("/admin/ratings", { intent: "hide", ratingId: id }, who)).status).toBe(404);
    }
    expect((await database.db.select().from(ratings))[0]?.hiddenAt).toBeNull();

    const queue = await page("/admin/ratings", admin);
    expect(queue.status).toBe(200);
    expect(queue.text).toContain("Rating of Asha Rao by Ravi Kumar");
    expect(queue.text).toContain("A cheat.");
    expect(queue.text).toContain("Offensive or abusive · Asha Rao");
    expect(queue.html).toContain('href="/admin/ratings"');

    const hidden = await post("/admin/ratings", { intent: "hide", ratingId: id }, admin);
    expect(hidden.status).toBe(302);
    expect(hidden.headers.get("location")).toBe("/admin/ratings");
    expect(toastOf(hidden)).toMatchObject({ title: "Rating hidden" });
    expect((await page("/admin/ratings", admin)).text).toContain("No reported ratings.");
    expect((await page(`/seller/${seller.userId}`)).text).not.toContain("A cheat.");
    const again = await post("/admin/ratings", { intent: "dismiss", ratingId: id }, admin);
    expect(toastOf(again)).toMatchObject({
      description: "This rating has no open reports.",
      variant: "destructive",
    });
    expect((await page("/admin/audit", admin)).text).toContain("Hid a rating");
  });
});
