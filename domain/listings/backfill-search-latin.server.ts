import { and, asc, eq, gt, sql } from "drizzle-orm";
import { listings } from "~/db/schema";
import type { Services } from "../shared/services";
import { latinSearchForm } from "./indic-text";

/** The same condition as the partial index listings_search_latin_missing_idx (migration 0023), as a constant. */
const MISSING = sql`${listings.searchLatin} = '' and (${listings.title} || ' ' || ${listings.description}) ~ '[ऀ-ॿ]'`;

/**
 * Writes the Latin form (indic-text.ts latinSearchForm) of ads with Devanagari text that have none: those posted
 * before migration 0019, which an edit would otherwise be needed to make findable by "honda" for "होंडा". A batch
 * at a time, in id order, each row only if it is still missing (an edit meanwhile wrote its own). Returns how many
 * it wrote. Once every ad has one, a run reads the empty partial index and nothing else.
 */
export async function backfillSearchLatin(
  { db }: Pick<Services, "db">,
  { batchSize = 200 }: { batchSize?: number } = {},
): Promise<number> {
  let after = 0;
  let written = 0;
  for (;;) {
    const rows = await db
      .select({ id: listings.id, title: listings.title, description: listings.description })
      .from(listings)
      .where(and(MISSING, gt(listings.id, after)))
      .orderBy(asc(listings.id))
      .limit(batchSize);
    for (const row of rows) {
      const latin = latinSearchForm(row.title, row.description);
      // Devanagari signs alone (a danda, a digit) have no Latin word: such an ad stays as it is.
      if (!latin) continue;
      const updated = await db
        .update(listings)
        .set({ searchLatin: latin })
        .where(and(eq(listings.id, row.id), eq(listings.searchLatin, "")))
        .returning({ id: listings.id });
      written += updated.length;
    }
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return written;
    after = last.id;
  }
}
