import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { auditLog, listings, notifications, users } from "~/db/schema";
import { insertListing, insertSeller } from "~/domain/listings/listing-fixtures.test-helper";
import { jpeg } from "~/domain/media/test-images.test-helper";
import { REVIEW_RULES } from "~/domain/moderation/risk-rules";
import { noticeWords } from "~/domain/notifications/notice-text";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

/** The notices a member reads, in English (stored as catalogue messages and their inputs). */
const noticesOf = async (userId: string) =>
  (await database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => ({
    ...n,
    ...noticeWords(n, "en"),
  }));

/**
 * Pending review: a risky new ad (domain/moderation/risk-rules.ts) is held, seen by its seller only, listed in the
 * moderators' review queue with why, and goes live on approval or is removed on rejection. Low-risk ads go live.
 */

let database: Database;
let t: TestContext;
type Member = { token: string; userId: string };
let moderator: Member;
let seller: Member;
let visitorMember: Member;

beforeAll(async () => {
  database = await getTestDatabase();
  t = await createTestApp(database, { env: { ADMIN_EMAILS: "admin@example.in" }, rateLimitScale: 100 });
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(database);
  const auth = authClient(t);
  moderator = await auth.signUp({ name: "Moderator", email: "admin@example.in", phone: "+919800000011" });
  seller = await auth.signUp({ name: "Ravi Seller", email: "ravi@example.in", phone: "+919812345678" });
  visitorMember = await auth.signUp({ name: "Asha", email: "asha@example.in", phone: "+919876543210" });
  await database.db
    .update(users)
    .set({ emailVerified: true, emailConfirmedAt: new Date() })
    .where(eq(users.id, moderator.userId));
});

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies of many shapes, read field by field in assertions.
type Json = any;

async function call(method: string, path: string, options: { token?: string; json?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers["content-type"] = "application/json";
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const res = await t.app.request(t.url(`/api/v1${path}`), { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Json };
}

/** A plain colour (which identifies nothing), or a real photo when `real` names one of the seed's. */
async function photo(token: string, real?: string) {
  const image = real ? await readFile(`db/seed/photos/${real}`) : await jpeg();
  const form = new FormData();
  form.append("photo", new File([new Uint8Array(image)], "p.jpg", { type: "image/jpeg" }));
  const res = await t.app.request(t.url("/api/v1/photos"), {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as Json).photo.storageKey as string;
}

const sedan = (photos: string[], changes: Record<string, unknown> = {}) => ({
  category: "cars",
  subcategory: "sedans",
  title: "Honda City ZX 2019, single owner",
  description: "Serviced at Honda, new tyres.\nNo accidents.",
  condition: "used",
  attributes: { brand: "Honda", year: 2019, fuel: "Petrol", transmission: "Manual", kmDriven: "42,000" },
  price: "6,25,000",
  negotiable: true,
  photos,
  city: "pune",
  sellerName: "Ravi Seller",
  sellerPhone: "98123 45678",
  showPhone: false,
  ...changes,
});

async function post(member: Member, changes: Record<string, unknown> = {}, real?: string) {
  const res = await call("POST", "/listings", {
    token: member.token,
    json: sedan([await photo(member.token, real)], changes),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.listing as { id: number; status: string };
}

const ADVANCE = {
  description:
    "I am in the army, posted out of station. Pay 10,000 advance by UPI and I will courier the car papers.",
};

describe("a risky new ad", () => {
  it("is held: only its seller (and moderators) see it, and the queue says why", async () => {
    const held = await post(seller, ADVANCE);
    expect(held.status).toBe("pending");

    expect((await call("GET", `/listings/${held.id}`)).status).toBe(404);
    expect((await call("GET", `/listings/${held.id}`, { token: visitorMember.token })).status).toBe(404);
    const search = await call("GET", "/listings?q=honda");
    expect(search.status).toBe(200);
    expect(search.body.listings.map((i: Json) => i.id)).not.toContain(held.id);
    const own = await call("GET", `/listings/${held.id}`, { token: seller.token });
    expect(own.status).toBe(200);
    expect(own.body.listing.status).toBe("pending");

    // The seller cannot put it up themselves.
    const up = await call("POST", `/listings/${held.id}/status`, {
      token: seller.token,
      json: { status: "active" },
    });
    expect(up.status).toBe(409);

    const queue = await call("GET", "/admin/review", { token: moderator.token });
    expect(queue.status).toBe(200);
    expect(queue.body.total).toBe(1);
    const [item] = queue.body.items;
    expect(item.listing).toMatchObject({ id: held.id, title: "Honda City ZX 2019, single owner" });
    expect(item.reasons).toEqual([
      {
        rule: "new-account-risky-words",
        label: "New account, risky words",
        detail:
          "Account made today; the ad mentions advance payment, army or out-of-station story, courier delivery, QR code or UPI request.",
      },
    ]);
    expect(item.seller).toMatchObject({ id: seller.userId, name: "Ravi Seller", adsPosted: 1 });
    // The ad itself is not announced as live.
    const told = await noticesOf(seller.userId);
    expect(told.map((n) => n.title)).not.toContain("Your ad is live");
  });

  it("goes live on approval, for 30 days from then, and its seller is told", async () => {
    const held = await post(seller, ADVANCE);
    expect(
      (await call("POST", `/admin/listings/${held.id}/approve`, { token: visitorMember.token })).status,
    ).toBe(404);
    const approved = await call("POST", `/admin/listings/${held.id}/approve`, { token: moderator.token });
    expect(approved).toEqual({
      status: 200,
      body: { id: held.id, title: "Honda City ZX 2019, single owner" },
    });

    const seen = await call("GET", `/listings/${held.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.listing.status).toBe("active");
    const [row] = await database.db.select().from(listings).where(eq(listings.id, held.id));
    const days = ((row?.expiresAt.getTime() ?? 0) - (row?.postedAt.getTime() ?? 0)) / 86_400_000;
    expect(days).toBe(30);
    const told = await noticesOf(seller.userId);
    expect(told.map((n) => n.title)).toContain("Your ad is live");
    const [entry] = await database.db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: "listing.approve",
      targetId: String(held.id),
      actorEmail: "admin@example.in",
    });
    expect((await call("GET", "/admin/review", { token: moderator.token })).body.total).toBe(0);
    const again = await call("POST", `/admin/listings/${held.id}/approve`, { token: moderator.token });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("This ad is no longer waiting for review.");
  });

  it("is removed on rejection, with the reason its seller reads", async () => {
    const held = await post(seller, ADVANCE);
    const noReason = await call("POST", `/admin/listings/${held.id}/reject`, {
      token: moderator.token,
      json: {},
    });
    expect(noReason.status).toBe(422);
    expect(noReason.body.error.message).toBe("Say why the ad is not approved.");
    const rejected = await call("POST", `/admin/listings/${held.id}/reject`, {
      token: moderator.token,
      json: { reason: "Asks for an advance before the car is seen." },
    });
    expect(rejected.status).toBe(200);
    const own = await call("GET", `/listings/${held.id}`, { token: seller.token });
    expect(own.body.listing).toMatchObject({
      status: "removed",
      removedReason: "Asks for an advance before the car is seen.",
    });
    const told = await noticesOf(seller.userId);
    expect(told.find((n) => n.title === "Your ad was not approved")?.body).toContain(
      "Reason: Asks for an advance before the car is seen.",
    );
    expect((await call("GET", `/listings/${held.id}`)).status).toBe(410);
  });
});

describe("the risk rules", () => {
  it("let a plain ad from a new member go live at once", async () => {
    expect((await post(seller)).status).toBe("active");
  });

  it("do not hold the same words from a member of a month", async () => {
    const monthAgo = new Date(Date.now() - 30 * 86_400_000);
    await database.db.update(users).set({ createdAt: monthAgo }).where(eq(users.id, seller.userId));
    expect((await post(seller, ADVANCE)).status).toBe("active");
  });

  it("hold a price far below similar ads", async () => {
    await insertSeller(database.db, "dealer");
    for (const price of [580_000, 600_000, 610_000, 640_000, 700_000]) {
      await insertListing(database.db, {
        title: `Sedan at ${price}`,
        category: "cars",
        subcategory: "sedans",
        price,
        userId: "dealer",
      });
    }
    expect((await post(seller, { price: "4,00,000" })).status).toBe("active");
    const cheap = await post(seller, { title: "Honda City 2019 urgent sale", price: "50,000" });
    expect(cheap.status).toBe("pending");
    const queue = await call("GET", "/admin/review?rule=price-far-below", { token: moderator.token });
    expect(queue.body.items.map((i: Json) => i.reasons)).toEqual([
      [
        {
          rule: "price-far-below",
          label: "Price far below similar ads",
          detail: "₹50,000 against a median of ₹6,10,000 for 5 similar ads.",
        },
      ],
    ]);
    expect(
      (await call("GET", "/admin/review?rule=photo-reused", { token: moderator.token })).body.total,
    ).toBe(0);
  });

  it("hold an ad showing a photo of another seller's ad, but not a plain colour both used", async () => {
    const first = await post(visitorMember, {}, "sofa-grey.jpg");
    expect(first.status).toBe("active");
    // Both sellers' other photos are the same plain colour: that says nothing.
    expect((await post(visitorMember, { title: "Honda City ZX, alloy wheels" })).status).toBe("active");
    expect((await post(seller, { title: "Honda City, new battery" })).status).toBe("active");
    const copy = await post(seller, { title: "Honda City, well kept" }, "sofa-grey.jpg");
    expect(copy.status).toBe("pending");
    const queue = await call("GET", "/admin/review", { token: moderator.token });
    expect(queue.body.items[0].reasons[0]).toEqual({
      rule: "photo-reused",
      label: "Photo from another seller's ad",
      detail: `A photo is also in another seller's ad: “Honda City ZX 2019, single owner” (#${first.id}).`,
    });
    expect(queue.body.items[0].photoReusedIn).toEqual([
      { id: first.id, title: "Honda City ZX 2019, single owner", link: `/product/${first.id}` },
    ]);
  });

  it("hold the ad that makes too many in a short time", async () => {
    for (let n = 1; n <= REVIEW_RULES.burstAds - 1; n++) {
      await insertListing(database.db, { title: `Quick ad ${n}`, userId: seller.userId });
    }
    expect((await post(seller)).status).toBe("active");
    const next = await post(seller, { title: "Honda City ZX, second one" });
    expect(next.status).toBe("pending");
    const queue = await call("GET", "/admin/review?rule=many-ads-quickly", { token: moderator.token });
    expect(queue.body.items[0].reasons[0].detail).toBe("6 new ads within 60 minutes.");
  });
});
