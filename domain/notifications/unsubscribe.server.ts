import { eq } from "drizzle-orm";
import { notificationPreferences, users } from "~/db/schema";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import { signParts, verifyParts } from "../shared/signed-token";
import type { EmailKind } from "./notification-events";

/** The link at the foot of a batched e-mail: turns that kind of e-mail off without signing in. */
export function unsubscribeUrl(settings: Services["settings"], userId: string, kind: EmailKind): string {
  const token = signParts(settings.signingSecret, ["unsubscribe", userId, kind]);
  const query = new URLSearchParams({ u: userId, k: kind, t: token });
  return `${settings.publicUrl}/unsubscribe?${query.toString()}`;
}

export const UNSUBSCRIBE_INVALID =
  "This unsubscribe link is not valid. Change your e-mails in Settings instead.";

/** The kind of e-mail an unsubscribe link is for, when Mandi signed it; BAD_REQUEST otherwise. */
export function verifyUnsubscribeLink(
  settings: Pick<Services["settings"], "signingSecret">,
  input: { userId: string; kind: string; token: string },
): EmailKind {
  const kind = input.kind === "messages" || input.kind === "product" ? input.kind : undefined;
  if (!kind || !verifyParts(settings.signingSecret, ["unsubscribe", input.userId, kind], input.token)) {
    throw new AppError("BAD_REQUEST", "server_notifications_unsubscribe_invalid");
  }
  return kind;
}

/** Turns off new-message or product-update e-mails for the member the signed link names. */
export async function unsubscribe(
  services: Pick<Services, "db" | "settings">,
  input: { userId: string; kind: string; token: string },
): Promise<{ kind: EmailKind }> {
  return setEmails(services, input, false);
}

/** The unsubscribe page's "Turn them back on": the same signed link turns that kind of e-mail on again. */
export async function resubscribe(
  services: Pick<Services, "db" | "settings">,
  input: { userId: string; kind: string; token: string },
): Promise<{ kind: EmailKind }> {
  return setEmails(services, input, true);
}

async function setEmails(
  services: Pick<Services, "db" | "settings">,
  input: { userId: string; kind: string; token: string },
  on: boolean,
): Promise<{ kind: EmailKind }> {
  const kind = verifyUnsubscribeLink(services.settings, input);
  const [member] = await services.db.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  if (!member) throw new AppError("BAD_REQUEST", "server_notifications_unsubscribe_invalid");
  const change = kind === "messages" ? { newMessages: on } : { productUpdates: on };
  await services.db
    .insert(notificationPreferences)
    .values({ userId: input.userId, ...change })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { ...change, updatedAt: new Date() },
    });
  return { kind };
}
