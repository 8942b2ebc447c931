import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { places } from "~/db/schema";
import { getTestDatabaseWithPlaces } from "~/tests/support/test-database";
import { resolveLocationChoice } from "./resolve-location-choice.server";
import { PLACE_SEARCH_LIMIT, searchPlaces } from "./search-places.server";

let database: Database;
const services = () => ({ db: database.db });
const labels = async (q: string) => (await searchPlaces(services(), { q })).map((p) => p.label);

beforeAll(async () => {
  database = await getTestDatabaseWithPlaces();
});

describe("searchPlaces", () => {
  it("finds a town despite a typo, the town before its localities", async () => {
    const found = await searchPlaces(services(), { q: "Puen" });
    expect(found[0]).toMatchObject({
      kind: "city",
      name: "Pune",
      state: "Maharashtra",
      label: "Pune, Maharashtra",
    });
    expect(found[0]?.lat).toBeCloseTo(18.52, 1);
    expect((await labels("nagpru"))[0]).toBe("Nagpur, Maharashtra");
    expect((await labels("vijayawda"))[0]).toBe("Vijayawada, Andhra Pradesh");
  });

  it("knows Bangalore by both its names", async () => {
    expect(await labels("Bangalore")).toContain("Bangalore, Karnataka");
    expect((await labels("bengaluru"))[0]).toBe("Bengaluru, Karnataka");
  });

  it("finds a locality (a post office) with its district and state", async () => {
    const found = await searchPlaces(services(), { q: "kothrud" });
    expect(found[0]).toMatchObject({
      kind: "locality",
      label: "Kothrud, Pune, Maharashtra",
      pincode: "411038",
    });
  });

  it("finds a 6-digit PIN, then the post offices under it", async () => {
    const found = await searchPlaces(services(), { q: "411001" });
    expect(found[0]).toMatchObject({ kind: "pin", name: "Pune", label: "411001 · Pune, Maharashtra" });
    expect(found.slice(1).every((p) => p.kind === "locality" && p.pincode === "411001")).toBe(true);
    expect(found.length).toBeGreaterThan(1);
    expect(await searchPlaces(services(), { q: "999999" })).toEqual([]);
  });

  it("answers a PIN from memory exactly as the places table orders it (the PIN, then its offices by name)", async () => {
    const sample = await database.db.execute<{ pincode: string }>(sql`
      select pincode from ${places} where kind = 'pin' order by pincode limit 40 offset 500`);
    const pins = (sample as unknown as { rows: { pincode: string }[] }).rows.map((r) => r.pincode);
    expect(pins).toHaveLength(40);
    for (const pin of ["411001", "110001", ...pins]) {
      const stored = await database.db.execute<{ name: string; kind: string }>(sql`
        select kind, name from ${places} where pincode = ${pin}
        order by kind = 'pin' desc, name collate "C" limit ${PLACE_SEARCH_LIMIT}`);
      const expected = (stored as unknown as { rows: { name: string; kind: string }[] }).rows;
      const found = await searchPlaces(services(), { q: pin });
      // Offices named like the PIN's town collapse into it; the rest come in the table's order.
      const names = found.map((p) => `${p.kind}:${p.name}`);
      const wanted = expected.map((r) => `${r.kind}:${r.name}`).filter((n) => names.includes(n));
      expect(names, pin).toEqual(wanted);
      expect(found[0]?.kind, pin).toBe("pin");
    }
  });

  it("answers at most 10 places and nothing for a blank or one-letter query", async () => {
    expect((await searchPlaces(services(), { q: "pur" })).length).toBe(PLACE_SEARCH_LIMIT);
    expect(await searchPlaces(services(), { q: "  " })).toEqual([]);
    expect(await searchPlaces(services(), { q: "p" })).toEqual([]);
    expect(await searchPlaces(services(), { q: "%_" })).toEqual([]);
  });
});

describe("resolveLocationChoice over places", () => {
  it("accepts a town or locality found by the place search", async () => {
    expect(await resolveLocationChoice(services(), { location: "Kothrud" })).toBe("KOTHRUD");
    expect(await resolveLocationChoice(services(), { location: "Bengaluru" })).toBe("BENGALURU");
  });
});
