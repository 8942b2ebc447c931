import type { Logger } from "pino";
import { z } from "zod";
import type { JobQueue, QueueName } from "~/adapters/jobs/job-queue";
import { sendMessageEmails } from "~/domain/chat/send-message-emails.server";
import { LISTING_WENT_LIVE } from "~/domain/listings/listing-went-live.server";
import { PUSH_QUEUE, pushNotice } from "~/domain/notifications/push-notice.server";
import { sendProductEmails } from "~/domain/notifications/send-product-emails.server";
import { matchSavedSearches } from "~/domain/saved-searches/match-saved-searches.server";
import { SAVED_SEARCH_QUEUES } from "~/domain/saved-searches/saved-search-limits";
import { sendSavedSearchDigest } from "~/domain/saved-searches/send-saved-search-digest.server";
import type { Services } from "~/domain/shared/services";

const byMember = z.object({ userId: z.string() });
const byListing = z.object({ listingId: z.number() });

/** What each queue's job carries, checked when it is sent (checkJobSends) and when it is worked. */
export const JOB_PAYLOADS = {
  "message-email": byMember,
  "product-email": byMember,
  [LISTING_WENT_LIVE]: byListing,
  // Jobs an older version queued before "a listing went live" took its place (decision 029); drained, never sent.
  [SAVED_SEARCH_QUEUES.match]: byListing,
  [SAVED_SEARCH_QUEUES.digest]: z.object({ savedSearchId: z.number() }),
  [PUSH_QUEUE]: z.object({ userId: z.string(), dedupeKey: z.string() }),
} satisfies Record<QueueName, z.ZodType>;

type JobPayload<Q extends QueueName> = z.infer<(typeof JOB_PAYLOADS)[Q]>;

function schemaOf(queue: string): z.ZodType | undefined {
  return Object.hasOwn(JOB_PAYLOADS, queue) ? JOB_PAYLOADS[queue as QueueName] : undefined;
}

/**
 * The job queue the use-cases are handed: a job whose payload does not match its queue's schema (or of a queue
 * JOB_PAYLOADS does not know) is refused when it is sent, a programming error caught where it is made.
 */
export function checkJobSends(jobs: JobQueue): JobQueue {
  return {
    ...jobs,
    async send(queue, data, options) {
      const schema = schemaOf(queue);
      if (!schema) throw new Error(`no payload schema for the ${queue} queue`);
      const parsed = schema.safeParse(data);
      if (!parsed.success)
        throw new Error(`a ${queue} job with a bad payload: ${z.prettifyError(parsed.error)}`);
      await jobs.send(queue, data, options);
    },
  };
}

/** The job queue's workers on this instance: the batched e-mails (decision 013), the reactions to a listing going
 * live and the saved-search digests (decisions 017, 029), Web Push of new messages and offers (decision 021). */
export async function startJobWorkers(services: Services, logger: Pick<Logger, "error">): Promise<void> {
  // A payload that does not parse is logged and the job failed (the queue keeps it as failed); the worker goes on.
  const work = <Q extends QueueName>(queue: Q, handler: (data: JobPayload<Q>) => Promise<unknown>) =>
    services.jobs.work(queue, async (data) => {
      const parsed = JOB_PAYLOADS[queue].safeParse(data);
      if (!parsed.success) {
        logger.error({ queue, issues: parsed.error.issues }, `a ${queue} job with a bad payload failed`);
        throw new Error(`a ${queue} job with a bad payload`);
      }
      await handler(parsed.data as JobPayload<Q>);
    });

  await work("message-email", (data) => sendMessageEmails(services, data));
  await work("product-email", (data) => sendProductEmails(services, data));
  // "A listing went live": saved searches find their matches. Moderation's review of a new ad runs before it goes
  // live, inside the posting (services.reviewNewAd), so it is no subscriber here.
  await work(LISTING_WENT_LIVE, (data) => matchSavedSearches(services, data));
  await work(SAVED_SEARCH_QUEUES.match, (data) => matchSavedSearches(services, data));
  await work(PUSH_QUEUE, (data) => pushNotice(services, data));
  await work(SAVED_SEARCH_QUEUES.digest, (data) => sendSavedSearchDigest(services, data));
}
