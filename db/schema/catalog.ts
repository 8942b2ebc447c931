import { index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  /** The Hindi name shown in Hindi; null shows the English name. The slug never changes with the language. */
  nameHi: text("name_hi"),
  slug: text("slug").notNull().unique(),
  /** A lucide icon name, rendered by the web app. */
  icon: text("icon").notNull(),
  /** The example title shown as the placeholder when posting in this category. */
  titlePlaceholder: text("title_placeholder").notNull(),
  /** The same example in Hindi; null shows the English one. */
  titlePlaceholderHi: text("title_placeholder_hi"),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const subcategories = pgTable(
  "subcategories",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The Hindi name shown in Hindi; null shows the English name. */
    nameHi: text("name_hi"),
    slug: text("slug").notNull(),
    icon: text("icon").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    uniqueIndex("subcategories_category_slug_uq").on(t.categoryId, t.slug),
    index("subcategories_category_idx").on(t.categoryId, t.sortOrder),
  ],
);
