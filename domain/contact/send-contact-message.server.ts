import { eq } from "drizzle-orm";
import { contactMessages } from "~/db/schema";
import { AppError } from "../shared/app-error";
import { enforceRateLimit } from "../shared/rate-limit.server";
import type { Services } from "../shared/services";
import { parseInput } from "../shared/validation-error";
import { CONTACT_RATE_LIMIT, type ContactMessage, ContactMessageSchema } from "./contact-schemas";

export interface SentContactMessage {
  id: number;
  createdAt: Date;
}

/**
 * Validates, rate-limits per client address, stores the message and mails it to support (reply goes to the
 * sender). Stored and mailed, or neither: a failed mail removes the row so a retry does not leave a duplicate.
 */
export async function sendContactMessage(
  services: Pick<Services, "db" | "email" | "rateLimiter" | "settings">,
  input: unknown,
  context: { clientIp: string; userId?: string | undefined },
): Promise<SentContactMessage> {
  const message = parseInput(ContactMessageSchema, input);
  await enforceRateLimit(services, `contact:${context.clientIp}`, CONTACT_RATE_LIMIT);

  const [row] = await services.db
    .insert(contactMessages)
    .values({ ...message, userId: context.userId ?? null })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error("insert into contact_messages returned no row");

  try {
    await services.email.send({
      to: services.settings.supportEmail,
      replyTo: message.email,
      subject: `[Contact #${row.id}] ${message.subject}`,
      text: supportMailText(message, row),
    });
  } catch {
    await services.db.delete(contactMessages).where(eq(contactMessages.id, row.id));
    throw new AppError("UNAVAILABLE", "server_contact_send_failed");
  }
  return row;
}

function supportMailText(message: ContactMessage, row: SentContactMessage): string {
  return [
    `New message from the Mandi contact form (#${row.id}).`,
    "",
    `From: ${message.name} <${message.email}>`,
    `Subject: ${message.subject}`,
    `Received: ${row.createdAt.toISOString()}`,
    "",
    message.message,
    "",
    "Reply to this e-mail to answer the sender directly.",
  ].join("\n");
}
