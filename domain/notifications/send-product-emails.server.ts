import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { notificationPreferences, notifications, users } from "~/db/schema";
import { m } from "~/i18n/paraglide/messages";
import { isPhoneOnlyEmail } from "../accounts/phone-only-email";
import { isLocale } from "../shared/locale";
import type { Services } from "../shared/services";
import { noticeWords } from "./notice-text";
import { unsubscribeUrl } from "./unsubscribe.server";

/**
 * The batched product-update e-mail: ad reminders, saved ads sold or cheaper — every unread such notification not
 * yet e-mailed, in one e-mail, when the member wants them. Claimed by setting emailed_at first (a second worker
 * finds nothing); put back if sending fails, so the job's retry sends it.
 */
export async function sendProductEmails(
  services: Pick<Services, "db" | "email" | "settings">,
  input: { userId: string },
): Promise<{ notifications: number; sent: boolean }> {
  const { db } = services;
  const claimed = await db
    .update(notifications)
    .set({ emailedAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, input.userId),
        eq(notifications.type, "listing"),
        isNull(notifications.emailedAt),
        isNull(notifications.readAt),
        sql`${notifications.event} <> 'ad-posted'`,
      ),
    )
    .returning({
      id: notifications.id,
      title: notifications.title,
      body: notifications.body,
      text: notifications.text,
      link: notifications.link,
    });
  if (claimed.length === 0) return { notifications: 0, sent: false };
  const [member] = await db
    .select({
      email: users.email,
      name: users.name,
      locale: users.locale,
      wanted: notificationPreferences.productUpdates,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, input.userId));
  if (!member || !(member.wanted ?? true) || isPhoneOnlyEmail(member.email)) {
    return { notifications: claimed.length, sent: false };
  }
  const { settings } = services;
  const unsubscribe = unsubscribeUrl(settings, input.userId, "product");
  // In the member's language (users.locale; English when they never chose).
  const locale = isLocale(member.locale) ? member.locale : "en";
  const notices = claimed.map((n) => ({ ...noticeWords(n, locale), link: n.link }));
  const name = member.name.trim();
  const first = notices[0]?.title;
  try {
    await services.email.send({
      to: member.email,
      subject:
        claimed.length === 1
          ? first
            ? first
            : m.server_email_product_subject_default({}, { locale })
          : m.server_email_product_subject_many({ count: String(claimed.length) }, { locale }),
      text: [
        name ? m.server_email_hello({ name }, { locale }) : m.server_email_hello_there({}, { locale }),
        "",
        ...notices.flatMap((n) => [
          n.title,
          n.body,
          `${settings.publicUrl}${n.link ?? "/notifications"}`,
          "",
        ]),
        m.server_email_product_all({ url: `${settings.publicUrl}/notifications` }, { locale }),
        "",
        m.server_email_product_why({ url: unsubscribe }, { locale }),
      ].join("\n"),
      unsubscribeUrl: unsubscribe,
    });
  } catch (err) {
    await db
      .update(notifications)
      .set({ emailedAt: null })
      .where(
        inArray(
          notifications.id,
          claimed.map((n) => n.id),
        ),
      );
    throw err;
  }
  return { notifications: claimed.length, sent: true };
}
