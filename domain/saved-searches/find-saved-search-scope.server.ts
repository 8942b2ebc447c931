import { sql } from "drizzle-orm";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import type { SavedQuery } from "./saved-search-query";

export interface SavedSearchScope {
  categoryId: number | null;
  categoryName: string | null;
  subcategoryId: number | null;
  subcategoryName: string | null;
  /** The lexemes of the words every match must contain (PostgreSQL's english configuration). */
  words: string[];
}

/** The category rows and the words of a saved query, in one round trip; an unknown category is VALIDATION. */
export async function findSavedSearchScope(
  { db }: Pick<Services, "db">,
  input: { query: SavedQuery; wordsText: string },
): Promise<SavedSearchScope> {
  const { query } = input;
  const result = (await db.execute(sql`
    select c.id as category_id, c.name as category_name, s.id as subcategory_id, s.name as subcategory_name,
      tsvector_to_array(to_tsvector('english', ${input.wordsText})) as words
    from (select 1) one
    left join categories c on c.slug = ${query.category ?? null}
    left join subcategories s on s.category_id = c.id and s.slug = ${query.subcategory ?? null}`)) as unknown as {
    rows: {
      category_id: number | null;
      category_name: string | null;
      subcategory_id: number | null;
      subcategory_name: string | null;
      words: string[] | null;
    }[];
  };
  const row = result.rows[0];
  if (query.category && !row?.category_id) {
    throw new AppError("VALIDATION", "server_listings_unknown_category", undefined, { field: "category" });
  }
  if (query.subcategory && !row?.subcategory_id) {
    throw new AppError("VALIDATION", "server_saved_unknown_subcategory", undefined, { field: "subcategory" });
  }
  return {
    categoryId: row?.category_id ?? null,
    categoryName: row?.category_name ?? null,
    subcategoryId: row?.subcategory_id ?? null,
    subcategoryName: row?.subcategory_name ?? null,
    words: row?.words ?? [],
  };
}
