import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { cities } from "~/db/schema";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { forgetPopularCities, listPopularCities } from "./list-popular-cities.server";

describe("listPopularCities", () => {
  beforeEach(async () => {
    await resetDatabase(await getTestDatabase());
  });

  it("lists the 12 popular cities with their state, in display order", async () => {
    const { db } = await getTestDatabase();
    const cities = await listPopularCities({ db });
    expect(cities.map((c) => c.name)).toEqual([
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
    expect(cities[0]).toEqual({ name: "Mumbai", slug: "mumbai", state: "Maharashtra" });
    expect(cities.find((c) => c.name === "Lucknow")?.state).toBe("Uttar Pradesh");
  });

  it("reads them once per database until they are forgotten", async () => {
    const { db } = await getTestDatabase();
    const first = await listPopularCities({ db });
    await db.update(cities).set({ popular: false }).where(eq(cities.slug, "nagpur"));
    try {
      expect(await listPopularCities({ db })).toBe(first);
      forgetPopularCities(db);
      expect((await listPopularCities({ db })).map((c) => c.name)).not.toContain("Nagpur");
    } finally {
      await db.update(cities).set({ popular: true }).where(eq(cities.slug, "nagpur"));
      forgetPopularCities(db);
    }
  });
});
