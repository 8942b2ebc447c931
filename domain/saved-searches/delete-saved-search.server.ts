import { and, eq } from "drizzle-orm";
import { savedSearches } from "~/db/schema";
import { AppError } from "../shared/app-error";
import { enforceRateLimit } from "../shared/rate-limit.server";
import type { Services } from "../shared/services";
import { SAVED_SEARCH_RATE_LIMITS } from "./saved-search-limits";

/** Deletes a member's saved search (its alerts stop); anyone else's is NOT_FOUND. */
export async function deleteSavedSearch(
  services: Pick<Services, "db" | "rateLimiter">,
  input: { userId: string; id: number },
): Promise<{ id: number; name: string }> {
  await enforceRateLimit(services, `saved-search:${input.userId}`, SAVED_SEARCH_RATE_LIMITS.writePerUser);
  const [row] = await services.db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, input.id), eq(savedSearches.userId, input.userId)))
    .returning({ id: savedSearches.id, name: savedSearches.name });
  if (!row) throw new AppError("NOT_FOUND", "server_saved_not_exist");
  return row;
}
