import { and, eq, sql } from "drizzle-orm";
import { savedSearches } from "~/db/schema";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import { savedSearchResultsPath } from "./saved-search-query";

/** Opening a saved search: its new matches count as seen, and its results page is where to go. */
export async function openSavedSearch(
  { db }: Pick<Services, "db">,
  input: { userId: string; id: number },
): Promise<{ resultsPath: string }> {
  const [row] = await db
    .update(savedSearches)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(savedSearches.id, input.id), eq(savedSearches.userId, input.userId)))
    .returning({ query: savedSearches.query });
  if (!row) throw new AppError("NOT_FOUND", "server_saved_not_exist");
  return { resultsPath: savedSearchResultsPath(row.query) };
}
