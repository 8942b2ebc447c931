import type { Services } from "../shared/services";
import { SAVED_SEARCH_QUEUES } from "./saved-search-limits";

/**
 * An ad went live (posted, or approved after review): its matching saved searches are found in the background,
 * so posting never waits for them. Keyed by the ad, so a retried call queues it once.
 */
export async function queueSavedSearchMatching(
  services: Pick<Services, "jobs">,
  input: { listingId: number },
): Promise<void> {
  await services.jobs.send(
    SAVED_SEARCH_QUEUES.match,
    { listingId: input.listingId },
    { key: `listing:${input.listingId}` },
  );
}
