import { and, eq } from "drizzle-orm";
import { savedSearches } from "~/db/schema";
import { AppError } from "../shared/app-error";
import { enforceRateLimit } from "../shared/rate-limit.server";
import type { Services } from "../shared/services";
import { parseInput } from "../shared/validation-error";
import { SAVED_SEARCH_RATE_LIMITS } from "./saved-search-limits";
import { UpdateSavedSearchSchema } from "./saved-search-schemas";

/** Renames a member's saved search or turns its alerts on or off; anyone else's is NOT_FOUND. */
export async function updateSavedSearch(
  services: Pick<Services, "db" | "rateLimiter">,
  input: { userId: string; id: number; change: unknown },
): Promise<{ id: number; name: string; notify: boolean }> {
  const change = parseInput(UpdateSavedSearchSchema, input.change);
  await enforceRateLimit(services, `saved-search:${input.userId}`, SAVED_SEARCH_RATE_LIMITS.writePerUser);
  const [row] = await services.db
    .update(savedSearches)
    .set({
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.notify !== undefined ? { notify: change.notify } : {}),
    })
    .where(and(eq(savedSearches.id, input.id), eq(savedSearches.userId, input.userId)))
    .returning({ id: savedSearches.id, name: savedSearches.name, notify: savedSearches.notify });
  if (!row) throw new AppError("NOT_FOUND", "server_saved_not_exist");
  return row;
}
