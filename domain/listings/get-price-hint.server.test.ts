import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { categories, listings, subcategories } from "~/db/schema";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { getPriceHint } from "./get-price-hint.server";
import { insertSeller } from "./listing-fixtures.test-helper";
import { comparablesLabel, comparedOn, keyAttributes, priceVerdict } from "./price-hint";

let database: Database;
const services = () => ({ db: database.db });
const DAY = 86_400_000;

beforeAll(async () => {
  database = await getTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(database);
  await insertSeller(database.db);
});

const STATES: Record<string, string> = {
  Pune: "Maharashtra",
  Nagpur: "Maharashtra",
  Mumbai: "Maharashtra",
  Surat: "Gujarat",
};

interface Ad {
  price: number | null;
  city?: string;
  category?: string;
  subcategory?: string;
  attributes?: Record<string, string | number>;
  status?: "active" | "sold" | "reserved" | "inactive" | "expired" | "removed" | "pending";
  soldAt?: Date;
}

async function insertAds(ads: Ad[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, ad] of ads.entries()) {
    const [category] = await database.db
      .select()
      .from(categories)
      .where(eq(categories.slug, ad.category ?? "bikes"));
    if (!category) throw new Error("no category");
    const [sub] = await database.db
      .select()
      .from(subcategories)
      .where(
        and(
          eq(subcategories.categoryId, category.id),
          eq(subcategories.slug, ad.subcategory ?? "motorcycles"),
        ),
      );
    if (!sub) throw new Error("no subcategory");
    const city = ad.city ?? "Pune";
    const [row] = await database.db
      .insert(listings)
      .values({
        userId: "seller-1",
        title: `Ad ${i}`,
        description: "A fine item.",
        price: ad.price,
        categoryId: category.id,
        subcategoryId: sub.id,
        attributes: ad.attributes ?? {},
        status: ad.status ?? "active",
        soldAt: ad.soldAt ?? null,
        city,
        state: STATES[city] ?? null,
        sellerName: "Asha Rao",
        sellerPhone: "+919800000001",
        postedAt: new Date(Date.now() - (ads.length - i) * 60_000),
      })
      .returning({ id: listings.id });
    if (row) ids.push(row.id);
  }
  return ids;
}

const bike = (price: number, extra: Partial<Ad> = {}): Ad => ({
  price,
  attributes: { brand: "Royal Enfield", year: 2019 },
  ...extra,
});
const motorcycles = { category: "bikes", subcategory: "motorcycles" };

describe("priceVerdict", () => {
  it("is good below the 25th percentile, above over the 75th, fair between (both ends included)", () => {
    expect(priceVerdict(99, 100, 200)).toBe("good");
    expect(priceVerdict(100, 100, 200)).toBe("fair");
    expect(priceVerdict(200, 100, 200)).toBe("fair");
    expect(priceVerdict(201, 100, 200)).toBe("above");
  });
});

describe("keyAttributes", () => {
  it("takes each category's key fields, and none without the leading one", () => {
    expect(
      keyAttributes("cars", "sedans", { brand: "Honda", model: "City", year: 2018, fuel: "Petrol" }),
    ).toEqual({ brand: "Honda", model: "City", year: "2018" });
    expect(keyAttributes("bikes", "motorcycles", { brand: "Bajaj", year: "2020" })).toEqual({
      brand: "Bajaj",
      year: "2020",
    });
    expect(keyAttributes("mobiles", "mobile-phones", { brand: "Apple" })).toEqual({ brand: "Apple" });
    expect(keyAttributes("properties", "for-sale-houses-apartments", { bhk: 2, type: "Villa" })).toEqual({
      bhk: "2",
    });
    expect(keyAttributes("properties", "lands-plots", { bhk: 2 })).toEqual({});
    expect(keyAttributes("cars", "sedans", { model: "City", year: 2018 })).toEqual({});
    expect(keyAttributes("furniture", "sofa-dining", { brand: "IKEA" })).toEqual({});
  });
});

describe("getPriceHint", () => {
  it("gives the median, the middle range and the verdict from 5 similar ads in the city", async () => {
    await insertAds([100_000, 110_000, 120_000, 130_000, 140_000].map((p) => bike(p)));
    const hint = await getPriceHint(services(), {
      ...motorcycles,
      price: 90_000,
      city: "Pune",
      attributes: { brand: "royal enfield", year: 2020 },
    });
    expect(hint).toEqual({
      verdict: "good",
      median: 120_000,
      p25: 110_000,
      p75: 130_000,
      count: 5,
      scope: "city",
      place: "Pune",
      subcategory: "Motorcycles",
      matched: [
        { key: "brand", value: "royal enfield" },
        { key: "year", value: "2020" },
      ],
    });
    if (!hint) return;
    expect(comparablesLabel(hint)).toBe("5 similar ads in Pune");
    expect(comparedOn(hint)).toBe("Motorcycles · royal enfield · 2019–2021");
    const at = async (price: number) =>
      (
        await getPriceHint(services(), {
          ...motorcycles,
          price,
          city: "Pune",
          attributes: { brand: "Royal Enfield" },
        })
      )?.verdict;
    expect(await at(110_000)).toBe("fair");
    expect(await at(130_000)).toBe("fair");
    expect(await at(130_001)).toBe("above");
    const noPrice = await getPriceHint(services(), { ...motorcycles, city: "Pune" });
    expect(noPrice?.verdict).toBeNull();
    expect(noPrice?.median).toBe(120_000);
  });

  it("says nothing with fewer than 5 comparables, and never counts the ad itself", async () => {
    const ids = await insertAds([100_000, 110_000, 120_000, 130_000, 140_000].map((p) => bike(p)));
    const input = { ...motorcycles, price: 100_000, city: "Pune" };
    expect(await getPriceHint(services(), input)).not.toBeNull();
    expect(await getPriceHint(services(), { ...input, excludeId: ids[0] })).toBeNull();
  });

  it("widens from the city to its state, then to all India", async () => {
    await insertAds([
      ...[1, 2, 3].map((k) => bike(k * 10_000, { city: "Pune" })),
      ...[4, 5].map((k) => bike(k * 10_000, { city: "Nagpur" })),
      ...[6, 7].map((k) => bike(k * 10_000, { city: "Surat" })),
    ]);
    const pune = await getPriceHint(services(), { ...motorcycles, city: "Pune", price: 1 });
    expect([pune?.scope, pune?.place, pune?.count, pune?.median]).toEqual([
      "state",
      "Maharashtra",
      5,
      30_000,
    ]);
    const surat = await getPriceHint(services(), { ...motorcycles, city: "surat", price: 1 });
    expect([surat?.scope, surat?.place, surat?.count, surat?.median]).toEqual(["india", "India", 7, 40_000]);
    const nowhere = await getPriceHint(services(), { ...motorcycles, price: 1 });
    expect(nowhere?.scope).toBe("india");
  });

  it("matches the key attributes first, and falls back to the subcategory when they match too few", async () => {
    await insertAds([
      ...[1, 2, 3, 4, 5].map((k) =>
        bike(k * 100_000, { attributes: { brand: "Royal Enfield", year: 2019 } }),
      ),
      ...[1, 2, 3, 4, 5].map((k) => bike(k * 10_000, { attributes: { brand: "Bajaj", year: 2019 } })),
      bike(30_000, { attributes: { brand: "Bajaj", year: 2015 } }),
    ]);
    const enfield = await getPriceHint(services(), {
      ...motorcycles,
      city: "Pune",
      attributes: { brand: "Royal Enfield", year: 2018 },
    });
    expect([enfield?.count, enfield?.median, enfield?.matched.length]).toEqual([5, 300_000, 2]);
    // 2015 is more than a year from 2019: the Bajajs of that year are too few, so all motorcycles are compared.
    const old = await getPriceHint(services(), {
      ...motorcycles,
      city: "Pune",
      attributes: { brand: "Bajaj", year: 2015 },
    });
    expect([old?.count, old?.matched]).toEqual([11, []]);
  });

  it("compares cars on brand, model and year, and homes on BHK in the city before the state", async () => {
    const cars = { category: "cars", subcategory: "sedans" };
    await insertAds([
      ...[5, 6, 7, 8, 9].map((k) => ({
        ...cars,
        price: k * 100_000,
        attributes: { brand: "Honda", model: "City", year: 2018 },
      })),
      ...[1, 2, 3, 4, 5].map((k) => ({
        ...cars,
        price: k * 100_000,
        attributes: { brand: "Honda", model: "Amaze", year: 2018 },
      })),
    ]);
    const city = await getPriceHint(services(), {
      ...cars,
      city: "Pune",
      attributes: { brand: "HONDA", model: "city", year: 2019 },
    });
    expect([city?.median, city?.count]).toEqual([700_000, 5]);

    const homes = { category: "properties", subcategory: "for-sale-houses-apartments" };
    await insertAds([
      ...[1, 2, 3].map((k) => ({ ...homes, price: k * 1_000_000, attributes: { bhk: 2 } })),
      ...[4, 5].map((k) => ({ ...homes, price: k * 1_000_000, attributes: { bhk: 3 } })),
      ...[7, 8].map((k) => ({ ...homes, price: k * 1_000_000, city: "Mumbai", attributes: { bhk: 2 } })),
    ]);
    // Too few 2 BHK homes in Pune: all of Pune's homes come before Maharashtra's 2 BHK ones.
    const home = await getPriceHint(services(), { ...homes, city: "Pune", attributes: { bhk: 2 } });
    expect([home?.scope, home?.count, home?.matched]).toEqual(["city", 5, []]);
  });

  it("counts live, reserved and recently sold ads; not older sales, removed, pending or priceless ones", async () => {
    const old = new Date(Date.now() - 91 * DAY);
    const recent = new Date(Date.now() - 89 * DAY);
    await insertAds([
      bike(10_000),
      bike(20_000, { status: "reserved" }),
      bike(30_000, { status: "sold", soldAt: recent }),
      bike(40_000),
      bike(1_000, { status: "sold", soldAt: old }),
      bike(1_000, { status: "removed" }),
      bike(1_000, { status: "pending" }),
      bike(1_000, { status: "inactive" }),
      bike(1_000, { status: "expired" }),
      bike(0),
      bike(0, { price: null }),
    ]);
    const input = { ...motorcycles, city: "Pune", attributes: { brand: "Royal Enfield" } };
    expect(await getPriceHint(services(), input)).toBeNull();
    await insertAds([bike(50_000)]);
    const hint = await getPriceHint(services(), input);
    expect([hint?.count, hint?.median, hint?.p25, hint?.p75]).toEqual([5, 30_000, 20_000, 40_000]);
  });

  it("refuses an unknown subcategory", async () => {
    await expect(
      getPriceHint(services(), { category: "bikes", subcategory: "rockets" }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
