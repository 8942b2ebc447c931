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

/** `city`: a town or city (GeoNames); `locality`: a post office; `pin`: a 6-digit PIN code (its offices averaged). */
export const placeKind = pgEnum("place_kind", ["city", "locality", "pin"]);

/**
 * Every Indian town, post office and PIN code, from open data extracted at build time (GeoNames, CC BY 4.0):
 * what the place search, reverse geocoding and "near you" read. A GiST index on ll_to_earth(lat, lng) and a trigram
 * index on search_name are in a custom migration (0014).
 */
export const places = pgTable(
  "places",
  {
    id: serial("id").primaryKey(),
    kind: placeKind("kind").notNull(),
    name: text("name").notNull(),
    /** Lower case, accents and punctuation folded: what the trigram search compares. */
    searchName: text("search_name").notNull(),
    district: text("district"),
    state: text("state").notNull(),
    /** Six digits; null for a town. */
    pincode: text("pincode"),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    /** Bigger first among equally good matches (population, or offices under a PIN). */
    rank: integer("rank").notNull().default(0),
  },
  (t) => [index("places_pincode_idx").on(t.pincode), index("places_kind_rank_idx").on(t.kind, t.rank)],
);
