import { eq, sql } from "drizzle-orm";
import { listings } from "~/db/schema";
import type { Services } from "../shared/services";

/** One view more: a single-row update by primary key, no read. */
export async function countListingView({ db }: Pick<Services, "db">, input: { id: number }): Promise<void> {
  await db
    .update(listings)
    .set({ viewsCount: sql`${listings.viewsCount} + 1` })
    .where(eq(listings.id, input.id));
}
