import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hostileJson, hostileObject, hostileSeed, KB100, MB1 } from "~/tests/support/hostile-input";

/**
 * Issue 25 §8: every zod schema at Mandi's edges (each area's `*-schemas.ts`, found by name so a new one is covered
 * the day it is written) answers any JSON value with success or a validation error: it never throws (a refine or
 * transform that throws is a 500 wherever the schema is used), however wrong the type, however large the text.
 */

interface Schema {
  safeParse(value: unknown): { success: boolean };
  shape?: Record<string, unknown>;
}

const modules = import.meta.glob<Record<string, unknown>>("./**/*-schemas.ts", { eager: true });
const schemas: [string, Schema][] = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => typeof (value as Schema | null)?.safeParse === "function")
    .map(([name, value]): [string, Schema] => [`${file.replace(/^\.\//, "")} ${name}`, value as Schema]),
);

const WRONG = [
  undefined,
  null,
  true,
  0,
  -1,
  1.5,
  Number.NaN,
  1e308,
  "",
  KB100,
  MB1,
  [],
  {},
  [[[]]],
  "९८७६५४३२१०",
  "\uD800",
];

describe("the edge schemas under hostile values", () => {
  it("are found in every area", () => {
    expect(schemas.length).toBeGreaterThan(30);
    expect(new Set(schemas.map(([name]) => name.split("/")[0])).size).toBeGreaterThan(10);
  });

  it("never throw, whatever the value, and every field of an object schema with any value", () => {
    const seed = hostileSeed();
    for (const [name, schema] of schemas) {
      for (const value of WRONG) expect(() => schema.safeParse(value), name).not.toThrow();
      const fields = schema.shape ? Object.keys(schema.shape) : [];
      const arbitrary = fields.length > 0 ? fc.oneof(hostileObject(fields), hostileJson) : hostileJson;
      fc.assert(
        fc.property(arbitrary, (value) => {
          expect(() => schema.safeParse(value), name).not.toThrow();
        }),
        { seed, numRuns: 60 },
      );
      for (const field of fields) {
        for (const value of WRONG) {
          expect(() => schema.safeParse({ [field]: value }), `${name}.${field}`).not.toThrow();
        }
      }
    }
  });
});
