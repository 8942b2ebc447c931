import { and, eq, inArray } from "drizzle-orm";
import { favorites } from "~/db/schema";
import type { Services } from "../shared/services";

/** Which of these ads the user has saved: the hearts of one page of cards, in one indexed query. */
export async function listFavoriteIds(
  { db }: Pick<Services, "db">,
  input: { userId: string; listingIds: readonly number[] },
): Promise<Set<number>> {
  const ids = [...new Set(input.listingIds)];
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ listingId: favorites.listingId })
    .from(favorites)
    .where(and(eq(favorites.userId, input.userId), inArray(favorites.listingId, ids)));
  return new Set(rows.map((row) => Number(row.listingId)));
}
