import { sql } from "drizzle-orm";
import { savedSearches } from "~/db/schema";
import type { Services } from "../shared/services";
import type { SavedQuery } from "./saved-search-query";

/** Whether the member already saved exactly this search (the results page then says so). */
export async function findSavedSearchId(
  { db }: Pick<Services, "db">,
  input: { userId: string; query: SavedQuery },
): Promise<number | null> {
  const [row] = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(
      sql`${savedSearches.userId} = ${input.userId} and ${savedSearches.query} = ${JSON.stringify(input.query)}::jsonb`,
    );
  return row?.id ?? null;
}
