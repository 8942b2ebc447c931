import { beforeEach, describe, expect, it } from "vitest";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { listPopularCities } from "./list-popular-cities.server";

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
});
