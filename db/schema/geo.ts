import { boolean, doublePrecision, index, integer, pgEnum, pgTable, serial, text } from "drizzle-orm/pg-core";

export const regionKind = pgEnum("region_kind", ["state", "union_territory"]);

export const states = pgTable("states", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  code: text("code").notNull().unique(),
  /** India has 28 states and 8 union territories; the "All India" tab lists the states. */
  kind: regionKind("kind").notNull().default("state"),
});

export const cities = pgTable(
  "cities",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    popular: boolean("popular").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("cities_state_id_idx").on(t.stateId), index("cities_popular_idx").on(t.popular, t.sortOrder)],
);
