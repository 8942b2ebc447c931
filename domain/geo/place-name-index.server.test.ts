import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getTestDatabase } from "~/tests/support/test-database";
import { PlaceNameIndex, trigramsOf } from "./place-name-index.server";

const place = (name: string, rank = 0) => ({
  kind: "city" as const,
  name,
  searchName: name.toLowerCase(),
  district: null,
  state: "Maharashtra",
  pincode: null,
  lat: 0,
  lng: 0,
  rank,
});

describe("PlaceNameIndex", () => {
  it("scores like pg_trgm's similarity()", async () => {
    const { db } = await getTestDatabase();
    const index = new PlaceNameIndex([place("pune"), place("navi mumbai"), place("kothrud")]);
    for (const [query, name] of [
      ["pune", "pune"],
      ["pun", "pune"],
      ["mumbai", "navi mumbai"],
      ["kothrd", "kothrud"],
    ] as const) {
      const result = (await db.execute(sql`select similarity(${name}, ${query}) as s`)) as unknown as {
        rows: { s: number }[];
      };
      const ours = index.match(query, []).find((m) => m.place.name === name);
      expect(ours?.score ?? 0).toBeCloseTo(Number(result.rows[0]?.s), 5);
    }
    expect(trigramsOf("pune")).toEqual(new Set(["  p", " pu", "pun", "une", "ne "]));
  });

  it("finds swapped letters through the variants, and short prefixes", () => {
    const index = new PlaceNameIndex([place("pune"), place("sen pur"), place("kothrud")]);
    expect(index.match("puen", []).map((m) => m.place.name)).not.toContain("pune");
    expect(index.match("puen", ["pune"]).find((m) => m.place.name === "pune")?.score).toBeCloseTo(0.9, 5);
    expect(index.match("ko", [])).toEqual([
      { place: expect.objectContaining({ name: "kothrud" }), score: 0, prefix: true },
    ]);
  });
});
