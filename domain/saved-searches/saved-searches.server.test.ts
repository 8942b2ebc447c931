import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { listings, notificationPreferences, notifications, savedSearches } from "~/db/schema";
import { freshTestApp, type TestContext } from "~/tests/support/test-app";
import { hoursAgo, insertListing } from "../listings/listing-fixtures.test-helper";
import { publishListingWentLive } from "../listings/listing-went-live.server";
import { approveListing } from "../moderation/review-listing.server";
import { noticeWords } from "../notifications/notice-text";
import { AppError } from "../shared/app-error";
import { deleteSavedSearch } from "./delete-saved-search.server";
import { listSavedSearches } from "./list-saved-searches.server";
import { openSavedSearch } from "./open-saved-search.server";
import { saveSearch } from "./save-search.server";
import { MAX_SAVED_SEARCHES } from "./saved-search-limits";
import { updateSavedSearch } from "./update-saved-search.server";

let database: Database;
let t: TestContext;

beforeEach(async () => {
  ({ database, t } = await freshTestApp(["buyer-1", "buyer-2", "seller-1", "admin-1"]));
});
afterEach(() => t.close());

const params = (query: Record<string, string | string[]>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, v);
  }
  return search;
};
const save = (userId: string, query: Record<string, string | string[]>, strict = false) =>
  saveSearch(t.services, { userId, params: params(query), strict });

async function notesOf(userId: string) {
  const rows = await database.db
    .select()
    .from(notifications)
    .where(sql`${notifications.userId} = ${userId} and ${notifications.event} = 'saved-search-match'`);
  return rows.map((n) => ({ ...noticeWords(n, "en"), link: n.link }));
}

async function goLive(fixture: Parameters<typeof insertListing>[1]) {
  const id = await insertListing(database.db, fixture);
  await publishListingWentLive(t.services, { listingId: id });
  await t.jobs.runAll();
  return id;
}

describe("saving and managing searches", () => {
  it("saves a search with its words, category, price, city and a default name", async () => {
    const saved = await save("buyer-1", {
      q: "Honda City",
      category: "cars",
      maxPrice: "500000",
      city: "Pune",
      sort: "price_asc",
      page: "3",
    });
    expect(saved).toMatchObject({ name: "Honda City in Cars, Pune", created: true });
    const [row] = await database.db.select().from(savedSearches).where(eq(savedSearches.id, saved.id));
    expect(row?.query).toEqual({ q: "Honda City", category: "cars", maxPrice: "500000", city: "Pune" });
    expect([...(row?.words ?? [])].sort()).toEqual(["citi", "honda"]);
    expect(row).toMatchObject({ maxPrice: 500000, minPrice: null, city: "Pune", notify: true });
    expect(row?.categoryId).toBeGreaterThan(0);

    expect(
      await save("buyer-1", { category: "cars", q: "Honda City", maxPrice: "500000", city: "Pune" }),
    ).toEqual({ id: saved.id, name: "Honda City in Cars, Pune", created: false });
  });

  it("counts new matches within the saved distance only", async () => {
    await save("buyer-1", { q: "almirah", lat: "19.076", lng: "72.8777", radius: "25" });
    await database.db.update(savedSearches).set({ lastSeenAt: hoursAgo(2) });
    const [mumbai, delhi] = [
      { city: "Mumbai", lat: 19.076, lng: 72.8777 },
      { city: "Delhi", lat: 28.6139, lng: 77.209 },
    ];
    await insertListing(database.db, { title: "Steel almirah", ...mumbai, postedAt: hoursAgo(1) });
    await insertListing(database.db, { title: "Wooden almirah", ...delhi, postedAt: hoursAgo(1) });
    const [view] = await listSavedSearches(t.services, { userId: "buyer-1" });
    expect(view).toMatchObject({ newMatches: 1, filters: ["“almirah”", "Within 25 km"] });
  });

  it("refuses bad values when strict, an unknown category, and more than the limit", async () => {
    await expect(save("buyer-1", { minPrice: "cheap" }, true)).rejects.toMatchObject({
      code: "VALIDATION",
      fields: { minPrice: "Min price must be a whole number of rupees." },
    });
    await expect(save("buyer-1", { category: "no-such-thing" })).rejects.toMatchObject({
      code: "VALIDATION",
    });
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++) await save("buyer-1", { q: `word${i}` });
    await expect(save("buyer-1", { q: "one more" })).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("lists with new matches since last seen, renames, toggles, opens and deletes — the owner only", async () => {
    const { id } = await save("buyer-1", { q: "iphone", category: "mobiles" });
    await database.db.update(savedSearches).set({ lastSeenAt: hoursAgo(2) });
    await insertListing(database.db, { title: "iPhone 13 128GB", postedAt: hoursAgo(1) });
    await insertListing(database.db, { title: "iPhone 12", postedAt: hoursAgo(3) });
    await insertListing(database.db, { title: "Samsung Galaxy S21", postedAt: hoursAgo(1) });

    const [view] = await listSavedSearches(t.services, { userId: "buyer-1" });
    expect(view).toMatchObject({
      id,
      name: "iphone in Mobiles",
      newMatches: 1,
      newMatchesCapped: false,
      notify: true,
      resultsPath: "/products/mobiles?q=iphone",
      filters: ["“iphone”", "Mobiles"],
    });
    expect(await listSavedSearches(t.services, { userId: "buyer-2" })).toEqual([]);

    const notFound = { code: "NOT_FOUND" };
    await expect(
      updateSavedSearch(t.services, { userId: "buyer-2", id, change: { name: "Mine" } }),
    ).rejects.toMatchObject(notFound);
    await expect(deleteSavedSearch(t.services, { userId: "buyer-2", id })).rejects.toMatchObject(notFound);
    await expect(openSavedSearch(t.services, { userId: "buyer-2", id })).rejects.toMatchObject(notFound);

    expect(
      await updateSavedSearch(t.services, { userId: "buyer-1", id, change: { name: "  My phone " } }),
    ).toEqual({
      id,
      name: "My phone",
      notify: true,
    });
    expect(
      await updateSavedSearch(t.services, { userId: "buyer-1", id, change: { notify: false } }),
    ).toMatchObject({
      notify: false,
    });
    await expect(
      updateSavedSearch(t.services, { userId: "buyer-1", id, change: { name: " " } }),
    ).rejects.toBeInstanceOf(AppError);

    expect(await openSavedSearch(t.services, { userId: "buyer-1", id })).toEqual({
      resultsPath: "/products/mobiles?q=iphone",
    });
    expect((await listSavedSearches(t.services, { userId: "buyer-1" }))[0]?.newMatches).toBe(0);

    await deleteSavedSearch(t.services, { userId: "buyer-1", id });
    expect(await listSavedSearches(t.services, { userId: "buyer-1" })).toEqual([]);
  });
});

describe("matching a new ad", () => {
  it("notifies the searches it matches, once, and none of the others", async () => {
    const match = await save("buyer-1", {
      q: "royal enfield",
      category: "bikes",
      minPrice: "50000",
      maxPrice: "200000",
    });
    await save("buyer-2", { q: "royal enfield", category: "cars" }); // wrong category
    await save("buyer-2", { q: "enfield bullet" }); // a word the ad lacks
    await save("buyer-2", { q: "royal enfield", maxPrice: "90000" }); // price outside the bounds
    await save("buyer-2", { q: "royal enfield", city: "Delhi" }); // another city
    await save("seller-1", { q: "royal enfield" }); // the seller's own ad
    const off = await save("buyer-2", { q: "enfield" });
    await updateSavedSearch(t.services, { userId: "buyer-2", id: off.id, change: { notify: false } });

    const ad = await goLive({
      title: "Royal Enfield Classic 350",
      category: "bikes",
      price: 150000,
      city: "Mumbai",
    });
    expect(await notesOf("buyer-1")).toEqual([
      {
        title: "New ad for your search “royal enfield in Bikes”",
        body: "Royal Enfield Classic 350",
        link: `/product/${ad}`,
      },
    ]);
    expect(await notesOf("buyer-2")).toEqual([]);
    expect(await notesOf("seller-1")).toEqual([]);
    expect(t.events).toContainEqual({ userIds: ["buyer-1"], event: { t: "notification" } });

    // A retried job notifies nobody twice.
    await publishListingWentLive(t.services, { listingId: ad });
    await t.jobs.runAll();
    expect(await notesOf("buyer-1")).toHaveLength(1);
    expect(match.created).toBe(true);
  });

  it("matches by distance when the search has a place and radius, and honours conditions and excluded words", async () => {
    await save("buyer-1", { q: "sofa", lat: "19.07", lng: "72.87", radius: "25" });
    await save("buyer-2", { q: "sofa", lat: "28.61", lng: "77.20", radius: "25" });
    await save("buyer-2", { q: "sofa -leather", condition: ["new", "like_new"] });
    await goLive({
      title: "Leather sofa set",
      category: "furniture",
      condition: "used",
      lat: 19.1,
      lng: 72.9,
    });
    expect(await notesOf("buyer-1")).toHaveLength(1);
    expect(await notesOf("buyer-2")).toEqual([]);
  });

  it("matches a held ad only when a moderator approves it", async () => {
    await save("buyer-1", { q: "iphone" });
    const held = await insertListing(database.db, { title: "iPhone 15 Pro sealed" });
    await database.db
      .update(listings)
      .set({ status: "pending", reviewReasons: [{ rule: "price-too-low", detail: "₹1,000" }] })
      .where(eq(listings.id, held));
    await publishListingWentLive(t.services, { listingId: held });
    await t.jobs.runAll();
    expect(await notesOf("buyer-1")).toEqual([]);

    const services = {
      ...t.services,
      settings: { ...t.services.settings, adminEmails: ["admin@example.in"] },
    };
    await approveListing(services, {
      actor: { id: "admin-1", email: "admin@example.in", emailConfirmed: true },
      listingId: held,
    });
    expect(t.jobs.pending().map((job) => job.queue)).toContain("listing-went-live");
    await t.jobs.runAll();
    expect(await notesOf("buyer-1")).toHaveLength(1);
  });
});

describe("the daily e-mail digest", () => {
  const digestsTo = (address: string) =>
    t.outbox.list().filter((entry) => entry.channel === "email" && entry.to === address);

  it("sends the new ads of a search at most once a day, with an unsubscribe link", async () => {
    const { id } = await save("buyer-1", { q: "scooter" });
    await insertListing(database.db, { title: "Honda Activa scooter", category: "bikes" }).then((ad) =>
      publishListingWentLive(t.services, { listingId: ad }),
    );
    await insertListing(database.db, { title: "TVS Jupiter scooter", category: "bikes" }).then((ad) =>
      publishListingWentLive(t.services, { listingId: ad }),
    );
    await t.jobs.runAll(); // the matching jobs queue one digest for the search
    expect(t.jobs.pending().filter((job) => job.queue === "saved-search-email")).toHaveLength(1);
    await t.jobs.runAll();
    const [digest, ...more] = digestsTo("buyer-1@example.test");
    expect(more).toEqual([]);
    expect(digest?.body).toContain("Honda Activa scooter");
    expect(digest?.body).toContain("TVS Jupiter scooter");
    expect(digest?.body).toMatch(/\/unsubscribe\?u=buyer-1&k=product&t=/);

    // A third match the same day waits for tomorrow instead of sending.
    await goLive({ title: "Ola S1 electric scooter", category: "bikes" });
    const waiting = t.jobs.pending().filter((job) => job.queue === "saved-search-email");
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.delaySeconds).toBeGreaterThan(23 * 3600);
    await t.jobs.runAll();
    expect(digestsTo("buyer-1@example.test")).toHaveLength(1);

    // A day later it goes, with the one new ad only.
    await database.db
      .update(savedSearches)
      .set({ lastEmailedAt: sql`now() - interval '25 hours'` })
      .where(eq(savedSearches.id, id));
    await t.jobs.runAll();
    const digests = digestsTo("buyer-1@example.test");
    expect(digests).toHaveLength(2);
    expect(digests[1]?.body).toContain("Ola S1 electric scooter");
    expect(digests[1]?.body).not.toContain("Honda Activa");
  });

  it("sends nothing when the member turned product-update e-mails off", async () => {
    await database.db.insert(notificationPreferences).values({ userId: "buyer-1", productUpdates: false });
    await save("buyer-1", { q: "scooter" });
    await goLive({ title: "Honda Activa scooter", category: "bikes" });
    expect(await notesOf("buyer-1")).toHaveLength(1);
    await t.jobs.runAll();
    expect(digestsTo("buyer-1@example.test")).toEqual([]);
  });
});
