import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { categories, subcategories } from "./catalog";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const listingStatus = pgEnum("listing_status", [
  "active",
  "sold",
  "reserved",
  "inactive",
  "expired",
  "removed",
  /** Held for a moderator's review before anyone else sees it (domain/moderation/assess-listing-risk.server.ts). */
  "pending",
]);

export const listingCondition = pgEnum("listing_condition", [
  "new",
  "like_new",
  "used",
  "refurbished",
  "for_parts",
]);

/** One risk rule a new ad met: its code (domain/moderation/risk-rules.ts) and what was found. */
export interface ReviewReason {
  rule: string;
  detail: string;
}

/** Category-specific fields (brand, year, BHK, salary…), validated per category in domain/listings. */
export type ListingAttributes = Record<string, string | number | boolean>;

export const listings = pgTable(
  "listings",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** Numeric price in rupees; null when the ad shows a text price such as "On request". */
    price: numeric("price", { precision: 12, scale: 2, mode: "number" }),
    priceText: text("price_text"),
    currency: text("currency").notNull().default("INR"),
    negotiable: boolean("negotiable").notNull().default(false),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    subcategoryId: integer("subcategory_id").references(() => subcategories.id),
    /** Category and subcategory names, kept here so the generated search vector can weigh them. */
    categoryText: text("category_text").notNull().default(""),
    condition: listingCondition("condition"),
    attributes: jsonb("attributes").$type<ListingAttributes>().notNull().default({}),
    status: listingStatus("status").notNull().default("active"),
    /** Why a moderator removed the ad (status "removed"); null when its seller deleted it. Shown to the seller. */
    removedReason: text("removed_reason"),
    /** Why the ad was held for review (status "pending"): the risk rules it met, shown to moderators. */
    reviewReasons: jsonb("review_reasons").$type<ReviewReason[]>().notNull().default([]),
    /** Hidden (status inactive) because its seller was banned; unbanning puts these back up. */
    heldByBan: boolean("held_by_ban").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    city: text("city").notNull(),
    state: text("state"),
    locality: text("locality"),
    pincode: text("pincode"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    sellerName: text("seller_name").notNull(),
    sellerPhone: text("seller_phone").notNull(),
    showPhone: boolean("show_phone").notNull().default(false),
    rating: real("rating").notNull().default(0),
    reviewsCount: integer("reviews_count").notNull().default(0),
    viewsCount: integer("views_count").notNull().default(0),
    favoritesCount: integer("favorites_count").notNull().default(0),
    phoneRevealsCount: integer("phone_reveals_count").notNull().default(0),
    /** When the ad was (re)published; renewing moves it. "Posted on" and newest-first use it. */
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '30 days'`),
    soldAt: timestamp("sold_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The Latin forms of the Devanagari words of the title and description (domain/listings/indic-text.ts
     * latinSearchForm), so "honda" finds "होंडा"; empty for an ad written in Latin letters.
     */
    searchLatin: text("search_latin").notNull().default(""),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("category_text", '')), 'B') || setweight(to_tsvector('english', coalesce("description", '')), 'C') || setweight(to_tsvector('english', "search_latin"), 'B')`,
      ),
  },
  (t) => [
    // Search (domain/listings/search-sql.server.ts): newest-first walks end in id, the tie-break of every order,
    // so a page is read straight from the index; typo correction uses the search_words table (migration 0002).
    // NULLS FIRST is what a plain `order by x desc` means: with drizzle's default (NULLS LAST) PostgreSQL cannot
    // read such an order from the index and sorts the whole table instead.
    // The words and the town in one GIN index (btree_gin, migration 0024): "camera" in Mumbai intersects the two
    // posting lists inside the index, where a GIN index of the words alone found every camera of India and
    // PostgreSQL then read each one's row to keep Mumbai's (7,500 rows read for 216 kept, 15 ms → 3.6 ms at a
    // million listings). A search without a town uses the same index by its words alone.
    index("listings_city_search_idx").using("gin", t.city, t.searchVector),
    // No BRIN index on posted_at (migration 0026 dropped the one 0024 made): it is cheaper than the GIN scan in
    // PostgreSQL's estimate, so it came first in the bitmap AND of the first pass over the newest ads, and its
    // page-level bitmap made every row of every page with a match be read and checked again ("maruti": 2,173 pages,
    // 35 ms). Without it, the words' exact bitmap meets that of the (status, posted_at) B-tree: 18 ms; the search
    // mix's raw SQL fell by a quarter.
    // Ads with Devanagari text but no Latin form yet (posted before migration 0019): what the backfill
    // (domain/listings/backfill-search-latin.server.ts) still has to write. Empty once it has run, so its check
    // at each start reads nothing.
    index("listings_search_latin_missing_idx")
      .on(t.id)
      .where(sql`${t.searchLatin} = '' and (${t.title} || ' ' || ${t.description}) ~ '[ऀ-ॿ]'`),
    index("listings_status_posted_idx").on(
      t.status,
      t.postedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("listings_category_status_posted_idx").on(
      t.categoryId,
      t.status,
      t.postedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("listings_subcategory_status_posted_idx").on(
      t.subcategoryId,
      t.status,
      t.postedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("listings_city_status_posted_idx").on(
      t.city,
      t.status,
      t.postedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("listings_category_status_city_price_idx").on(t.categoryId, t.status, t.city, t.price),
    index("listings_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    // The listing page counts the seller's other active ads: index-only, even for a dealer with thousands.
    index("listings_user_status_idx").on(t.userId, t.status, t.id),
    index("listings_status_expires_idx").on(t.status, t.expiresAt),
    // Fair-price hint: the prices of a subcategory's live and sold ads, read from the index.
    index("listings_subcategory_status_price_idx").on(t.subcategoryId, t.status, t.price),
  ],
);

export const listingPhotos = pgTable(
  "listing_photos",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: bigint("listing_id", { mode: "number" })
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    /** 0 is the cover. */
    position: integer("position").notNull().default(0),
    /** Key in the file storage under which the re-encoded sizes live. */
    storageKey: text("storage_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** domain/shared/perceptual-hash.server.ts; null for photos stored before it existed. */
    phash: text("phash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("listing_photos_listing_idx").on(t.listingId, t.position),
    // Finds another seller's ad with the same photo (domain/moderation/find-photo-reuse.server.ts).
    index("listing_photos_phash_idx").on(t.phash),
  ],
);

export const favorites = pgTable(
  "favorites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: bigint("listing_id", { mode: "number" })
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] }), index("favorites_listing_idx").on(t.listingId)],
);

export const reportStatus = pgEnum("report_status", ["open", "reviewing", "resolved", "dismissed"]);

export const reports = pgTable(
  "reports",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: bigint("listing_id", { mode: "number" })
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    details: text("details").notNull().default(""),
    status: reportStatus("status").notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reports_listing_idx").on(t.listingId),
    uniqueIndex("reports_once_uq").on(t.reporterId, t.listingId),
    index("reports_status_idx").on(t.status, t.createdAt),
  ],
);

export const savedSearches = pgTable(
  "saved_searches",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The search as URL query parameters (q, category, price bounds…), exactly as /products takes them. */
    query: jsonb("query").$type<Record<string, string>>().notNull(),
    notify: boolean("notify").notNull().default(true),
    lastNotifiedAt: timestamp("last_notified_at", { withTimezone: true }),
    /** When its owner last opened its results: "N new" counts the matches posted since. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last daily e-mail digest of its new matches (at most one a day). */
    lastEmailedAt: timestamp("last_emailed_at", { withTimezone: true }),
    // What a new ad is matched against, taken from `query` when saved: the words every match must contain (the
    // search vector's lexemes), the category, price bounds and the place with its radius.
    words: text("words").array().notNull().default(sql`'{}'::text[]`),
    categoryId: integer("category_id"),
    subcategoryId: integer("subcategory_id"),
    minPrice: numeric("min_price", { precision: 12, scale: 2, mode: "number" }),
    maxPrice: numeric("max_price", { precision: 12, scale: 2, mode: "number" }),
    city: text("city"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    radiusKm: integer("radius_km"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("saved_searches_user_idx").on(t.userId),
    index("saved_searches_words_idx").using("gin", t.words),
    index("saved_searches_category_idx").on(t.categoryId, t.subcategoryId),
  ],
);
