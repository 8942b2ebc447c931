import { index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  /** A lucide icon name, rendered by the web app. */
  icon: text("icon").notNull(),
  /** The example title shown as the placeholder when posting in this category. */
  titlePlaceholder: text("title_placeholder").notNull(),
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
    slug: text("slug").notNull(),
    icon: text("icon").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    uniqueIndex("subcategories_category_slug_uq").on(t.categoryId, t.slug),
    index("subcategories_category_idx").on(t.categoryId, t.sortOrder),
  ],
);
