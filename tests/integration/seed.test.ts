import { existsSync } from "node:fs";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ICON_NAMES } from "~/db/category-icon-names";
import type { Database } from "~/db/client.server";
import {
  blogPosts,
  categories,
  cities,
  faqItems,
  jobOpenings,
  listingPhotos,
  listings,
  states,
  subcategories,
  users,
} from "~/db/schema";
import { seedIfEmpty } from "~/db/seed/seed.server";
import { SLUG_PATTERN, slugify } from "~/db/seed/slugify";
import { storeListingPhoto } from "~/domain/media/store-listing-photo.server";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

const DAY = 86_400_000;
const noPhotos = async (): Promise<never> => {
  throw new Error("reference data has no photos");
};

let database: Database;
let t: TestContext;

beforeAll(async () => {
  database = await getTestDatabase();
  t = await createTestApp(database);
});
afterAll(() => t.close());

async function categoryTree() {
  const cats = await database.db.select().from(categories).orderBy(asc(categories.sortOrder));
  const subs = await database.db.select().from(subcategories).orderBy(asc(subcategories.sortOrder));
  return cats.map((c) => ({ ...c, subcategories: subs.filter((s) => s.categoryId === c.id) }));
}

describe("reference data", () => {
  beforeEach(() => resetDatabase(database));

  it("has the 19 categories in alphabetical order, each with an icon and an example title", async () => {
    const tree = await categoryTree();
    expect(tree).toHaveLength(19);
    const names = tree.map((c) => c.name);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(
      expect.arrayContaining(["Books", "Sports & Hobbies", "Kitchen wares", "Properties"]),
    );
    expect(tree.find((c) => c.slug === "cars")?.titlePlaceholder).toBe("e.g. Maruti Suzuki Swift VXI 2019");
    expect(tree.find((c) => c.slug === "mobiles")?.titlePlaceholder).toBe("e.g. iPhone 13 128GB, like new");
    for (const c of tree) {
      expect(c.titlePlaceholder).toMatch(/^e\.g\. /);
      expect(c.subcategories.length).toBeGreaterThan(0);
    }
  });

  it("has 26 job and 12 property subcategories, and the footer's slugs", async () => {
    const tree = await categoryTree();
    const bySlug = new Map(tree.map((c) => [c.slug, c]));
    expect(bySlug.get("jobs")?.subcategories).toHaveLength(26);
    expect(bySlug.get("jobs")?.subcategories.at(-1)?.name).toBe("Other Jobs");
    expect(bySlug.get("properties")?.subcategories).toHaveLength(12);
    expect(bySlug.get("properties")?.subcategories.map((s) => s.slug)).toContain(
      "for-rent-houses-apartments",
    );
    expect(bySlug.has("cars") && bySlug.has("mobiles")).toBe(true);
    expect(bySlug.get("cars")?.subcategories.map((s) => s.name)).toEqual(
      expect.arrayContaining(["Sedans", "SUVs", "Hatchbacks"]),
    );
    expect(bySlug.get("mobiles")?.subcategories.map((s) => s.name)).toEqual(
      expect.arrayContaining(["Mobile Phones", "Tablets", "Accessories"]),
    );
    expect(bySlug.get("electronics-appliances")?.name).toBe("Electronics & Appliances");
  });

  it("keeps subcategories in list order and uses only the shared icon names", async () => {
    for (const c of await categoryTree()) {
      expect(ICON_NAMES).toContain(c.icon);
      expect(c.subcategories.map((s) => s.sortOrder)).toEqual(c.subcategories.map((_, i) => i));
      for (const s of c.subcategories) expect(ICON_NAMES).toContain(s.icon);
    }
  });

  it("derives every slug from its name by the slug rule", async () => {
    expect(slugify("For Rent: Houses & Apartments")).toBe("for-rent-houses-apartments");
    expect(slugify("Electronics & Appliances")).toBe("electronics-appliances");
    const named = [
      ...(await database.db.select().from(categories)),
      ...(await database.db.select().from(subcategories)),
      ...(await database.db.select().from(states)),
      ...(await database.db.select().from(cities)),
    ];
    for (const row of named) {
      expect(row.slug).toMatch(SLUG_PATTERN);
      expect(row.slug).toBe(slugify(row.name));
    }
  });

  it("has the 12 popular cities in the spec's order, and every city in a seeded state", async () => {
    const popular = await database.db
      .select({ name: cities.name })
      .from(cities)
      .where(eq(cities.popular, true))
      .orderBy(asc(cities.sortOrder));
    expect(popular.map((c) => c.name)).toEqual([
      "Mumbai",
      "Delhi",
      "Bangalore",
      "Hyderabad",
      "Chennai",
      "Kolkata",
      "Pune",
      "Ahmedabad",
      "Jaipur",
      "Lucknow",
      "Kanpur",
      "Nagpur",
    ]);
    const all = await database.db.select().from(cities);
    expect(all.length).toBeGreaterThanOrEqual(70);
    for (const c of all) {
      expect(c.lat).toBeGreaterThan(6);
      expect(c.lat).toBeLessThan(36);
      expect(c.lng).toBeGreaterThan(68);
      expect(c.lng).toBeLessThan(98);
    }
  });

  it("has the 28 states of India, and the union territories their cities need", async () => {
    const rows = await database.db.select().from(states);
    const stateRows = rows.filter((r) => r.kind === "state");
    expect(stateRows).toHaveLength(28);
    expect(stateRows.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        "Maharashtra",
        "Karnataka",
        "Telangana",
        "Tamil Nadu",
        "West Bengal",
        "Uttar Pradesh",
      ]),
    );
    const territories = rows.filter((r) => r.kind === "union_territory").map((r) => r.name);
    expect(territories).toHaveLength(8);
    expect(territories).toEqual(expect.arrayContaining(["Delhi", "Chandigarh", "Puducherry"]));
    for (const r of rows) expect(r.code).toMatch(/^[A-Z]{2}$/);
    const cityStates = new Set((await database.db.select().from(cities)).map((c) => c.stateId));
    for (const s of stateRows) expect(cityStates.has(s.id), `${s.name} has a city`).toBe(true);
  });

  it("has 4 career openings, 3 blog posts with shipped covers and 5 FAQ items", async () => {
    const openings = await database.db.select().from(jobOpenings);
    expect(openings).toHaveLength(4);
    for (const o of openings) expect(o.description.length).toBeGreaterThan(200);
    const posts = await database.db.select().from(blogPosts);
    expect(posts).toHaveLength(3);
    for (const p of posts) {
      expect(p.image).toBe(`/images/blog/${p.slug}.webp`);
      expect(existsSync(path.join(process.cwd(), "public", p.image))).toBe(true);
      expect(p.body.split("\n\n").length).toBeGreaterThanOrEqual(3);
    }
    expect(await database.db.select().from(faqItems)).toHaveLength(5);
  });

  it("inserts nothing when the reference data is already there", async () => {
    // This database is made without the places (tests/support/test-database.ts keeps them in a dump of their own).
    expect(
      await seedIfEmpty({ db: database.db, storePhoto: noPhotos }, { sample: false, places: false }),
    ).toBe(false);
    expect(await database.db.select().from(categories)).toHaveLength(19);
  });
});

describe("sample marketplace", () => {
  const seedSample = () =>
    seedIfEmpty({ db: database.db, storePhoto: (b) => storeListingPhoto(t.services, b) }, { sample: true });
  let seededAt = 0;
  let firstRun: boolean;

  // Encoding 35 photos takes seconds, so these tests share one seeded sample.
  beforeAll(async () => {
    await resetDatabase(database);
    seededAt = Date.now();
    firstRun = await seedSample();
  });

  it("adds 20 active listings with 1–3 stored photos each, in their own subcategories", async () => {
    expect(firstRun).toBe(true);
    const rows = await database.db.select().from(listings);
    expect(rows).toHaveLength(20);
    const subs = await database.db.select().from(subcategories);
    const photos = await database.db.select().from(listingPhotos).orderBy(asc(listingPhotos.position));
    for (const l of rows) {
      expect(l.status).toBe("active");
      expect(l.userId).toBe("sample-seller");
      const sub = subs.find((s) => s.id === l.subcategoryId);
      expect(sub?.categoryId).toBe(l.categoryId);
      expect(l.categoryText).toContain(sub?.name);
      expect(l.postedAt.getTime()).toBeGreaterThan(seededAt - 25 * DAY);
      expect(l.expiresAt.getTime() - l.postedAt.getTime()).toBe(30 * DAY);

      const own = photos.filter((p) => p.listingId === l.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
      expect(own.map((p) => p.position)).toEqual(own.map((_, i) => i));
      for (const p of own) expect(await t.services.storage.get(`${p.storageKey}/320.webp`)).not.toBeNull();
    }
  });

  it("spreads the sample over the popular cities with realistic prices, ratings and attributes", async () => {
    const rows = await database.db.select().from(listings);
    const popular = await database.db
      .select({ name: cities.name })
      .from(cities)
      .where(eq(cities.popular, true));
    expect(new Set(rows.map((l) => l.city))).toEqual(new Set(popular.map((c) => c.name)));

    const onRequest = rows.filter((l) => l.price === null);
    expect(onRequest).toHaveLength(1);
    expect(onRequest[0]?.priceText).toBe("On request");
    expect(rows.some((l) => l.rating === 0) && rows.some((l) => l.rating >= 3.5)).toBe(true);
    expect(rows.some((l) => l.featured) && rows.some((l) => l.showPhone)).toBe(true);
    const job = rows.find((l) => l.attributes.salaryFrom !== undefined);
    expect(job?.attributes).toMatchObject({ salaryPeriod: "Monthly", positionType: "Full-time" });
    const [seller] = await database.db.select().from(users).where(eq(users.id, "sample-seller"));
    expect(seller?.email).toBe("sample-seller@mandi.local");
  });

  it("is seeded once: a second run inserts nothing", async () => {
    expect(await seedSample()).toBe(false);
    expect(await database.db.select().from(listings)).toHaveLength(20);
    expect(await database.db.select().from(listingPhotos)).toHaveLength(35);
  });
});
