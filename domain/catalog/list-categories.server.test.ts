import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { categories } from "~/db/schema";
import { getTestDatabase } from "~/tests/support/test-database";
import { forgetCategories, listCategories } from "./list-categories.server";

let database: Database;

beforeAll(async () => {
  database = await getTestDatabase();
});
afterEach(async () => {
  await database.db.update(categories).set({ name: "Books" }).where(eq(categories.slug, "books"));
  forgetCategories(database.db);
});

describe("listCategories", () => {
  it("lists the 19 categories in display order, each with its subcategories", async () => {
    const tree = await listCategories({ db: database.db });
    expect(tree).toHaveLength(19);
    expect(tree.find((c) => c.slug === "cars")?.subcategories.map((s) => s.name)).toEqual(
      expect.arrayContaining(["Sedans", "SUVs"]),
    );
  });

  it("reads the tree once per database, frozen, until it is forgotten", async () => {
    const db = database.db;
    const first = await listCategories({ db });
    await db.update(categories).set({ name: "Old Books" }).where(eq(categories.slug, "books"));
    expect(await listCategories({ db })).toBe(first);
    expect(Object.isFrozen(first[0]?.subcategories)).toBe(true);
    forgetCategories(db);
    const reread = await listCategories({ db });
    expect(reread.find((c) => c.slug === "books")?.name).toBe("Old Books");
  });
});
