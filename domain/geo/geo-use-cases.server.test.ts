import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { getTestDatabase } from "~/tests/support/test-database";
import { findNearestCity } from "./find-nearest-city.server";
import { listStatesWithCities } from "./list-states-with-cities.server";
import { resolveLocationChoice } from "./resolve-location-choice.server";
import { searchCities } from "./search-cities.server";

let database: Database;
const services = () => ({ db: database.db });

beforeAll(async () => {
  database = await getTestDatabase();
});

describe("findNearestCity", () => {
  it("finds the closest known city to a position", async () => {
    // Bandra, Mumbai and Koregaon Park, Pune.
    expect(await findNearestCity(services(), { lat: 19.0596, lng: 72.8295 })).toMatchObject({
      name: "Mumbai",
      state: "Maharashtra",
    });
    expect(await findNearestCity(services(), { lat: 18.5362, lng: 73.8939 })).toMatchObject({ name: "Pune" });
  });

  it("refuses a position far from every city (the middle of the ocean)", async () => {
    await expect(findNearestCity(services(), { lat: -30, lng: 60 })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

describe("searchCities", () => {
  it("matches case-insensitively, names that start with the text before names that contain it", async () => {
    const found = await searchCities(services(), { q: "MUMB" });
    expect(found.map((c) => c.name)).toEqual(["Mumbai", "Navi Mumbai"]);
    expect(found[0]).toEqual({ name: "Mumbai", slug: "mumbai", state: "Maharashtra" });
    const pur = await searchCities(services(), { q: "pur" });
    const startsWith = pur.map((c) => c.name.toLowerCase().startsWith("pur"));
    expect(pur.every((c) => c.name.toLowerCase().includes("pur"))).toBe(true);
    expect(startsWith).toEqual([...startsWith].sort((a, b) => Number(b) - Number(a)));
  });

  it("treats LIKE wildcards as plain text and an empty query as no search", async () => {
    expect(await searchCities(services(), { q: "%" })).toEqual([]);
    expect(await searchCities(services(), { q: "  " })).toEqual([]);
  });
});

describe("listStatesWithCities", () => {
  it("lists the 28 states, each with its cities", async () => {
    const states = await listStatesWithCities(services());
    expect(states).toHaveLength(28);
    expect(states.find((s) => s.name === "Maharashtra")?.cities.map((c) => c.name)).toContain("Nagpur");
    expect(states.some((s) => s.name === "Delhi")).toBe(false);
  });
});

describe("resolveLocationChoice", () => {
  it("accepts INDIA, a city or a state, upper case, and refuses anything else", async () => {
    expect(await resolveLocationChoice(services(), { location: "india" })).toBe("INDIA");
    expect(await resolveLocationChoice(services(), { location: "mumbai" })).toBe("MUMBAI");
    expect(await resolveLocationChoice(services(), { location: "Kerala" })).toBe("KERALA");
    await expect(resolveLocationChoice(services(), { location: "Narnia" })).rejects.toMatchObject({
      code: "VALIDATION",
    });
    await expect(resolveLocationChoice(services(), { location: "<script>" })).rejects.toMatchObject({
      code: "VALIDATION",
    });
  });
});
