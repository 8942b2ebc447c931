import { sendMessageEmails } from "~/domain/chat/send-message-emails.server";
import { sendProductEmails } from "~/domain/notifications/send-product-emails.server";
import type { Services } from "~/domain/shared/services";

/** The job queue's workers on this instance: the batched e-mails (decision 013). */
export async function startJobWorkers(services: Services): Promise<void> {
  await services.jobs.work("message-email", async (data) => {
    if (typeof data.userId === "string") await sendMessageEmails(services, { userId: data.userId });
  });
  await services.jobs.work("product-email", async (data) => {
    if (typeof data.userId === "string") await sendProductEmails(services, { userId: data.userId });
  });
}
