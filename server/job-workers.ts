import { sendMessageEmails } from "~/domain/chat/send-message-emails.server";
import { PUSH_QUEUE, pushNotice } from "~/domain/notifications/push-notice.server";
import { sendProductEmails } from "~/domain/notifications/send-product-emails.server";
import { matchSavedSearches } from "~/domain/saved-searches/match-saved-searches.server";
import { sendSavedSearchDigest } from "~/domain/saved-searches/send-saved-search-digest.server";
import type { Services } from "~/domain/shared/services";

/** The job queue's workers on this instance: the batched e-mails (decision 013), saved-search
 * alerts and their daily digests (decision 017), Web Push of new messages and offers (decision 021). */
export async function startJobWorkers(services: Services): Promise<void> {
  await services.jobs.work("message-email", async (data) => {
    if (typeof data.userId === "string") await sendMessageEmails(services, { userId: data.userId });
  });
  await services.jobs.work("product-email", async (data) => {
    if (typeof data.userId === "string") await sendProductEmails(services, { userId: data.userId });
  });
  await services.jobs.work("saved-search-match", async (data) => {
    if (typeof data.listingId === "number") await matchSavedSearches(services, { listingId: data.listingId });
  });
  await services.jobs.work(PUSH_QUEUE, async (data) => {
    const { userId, dedupeKey } = data;
    if (typeof userId === "string" && typeof dedupeKey === "string") {
      await pushNotice(services, { userId, dedupeKey });
    }
  });
  await services.jobs.work("saved-search-email", async (data) => {
    if (typeof data.savedSearchId === "number") {
      await sendSavedSearchDigest(services, { savedSearchId: data.savedSearchId });
    }
  });
}
