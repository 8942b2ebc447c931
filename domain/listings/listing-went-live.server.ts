import type { Services } from "../shared/services";

/** The job queue of the event "a listing went live"; server/job-workers.ts names the areas that react to it. */
export const LISTING_WENT_LIVE = "listing-went-live";

/**
 * An ad went live (posted, or approved after review): the areas above listings react in the background (saved-search
 * alerts, decision 017), so posting never waits for them and listings never calls up to them (decision 029). Keyed
 * by the ad, so a retried call queues it once.
 */
export async function publishListingWentLive(
  services: Pick<Services, "jobs">,
  input: { listingId: number },
): Promise<void> {
  await services.jobs.send(
    LISTING_WENT_LIVE,
    { listingId: input.listingId },
    { key: `listing:${input.listingId}` },
  );
}
