import { and, eq, sql } from "drizzle-orm";
import { notificationPreferences, users } from "~/db/schema";
import { localizeTextIn } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";
import { isPhoneOnlyEmail } from "../accounts/phone-only-email";
import { unsubscribeUrl } from "../notifications/unsubscribe.server";
import { isLocale, type Locale } from "../shared/locale";
import type { Services } from "../shared/services";

interface UnreadRow {
  id: number | string;
  conversation_id: number | string;
  body: string;
  kind: string;
  sender_name: string;
  subject: string;
}

/** How many chats one e-mail names; the rest are counted. */
const CHATS_LISTED = 5;

/**
 * The batched new-message e-mail (the job queue runs it a couple of minutes after the first message of a burst):
 * one e-mail for every message still unread since the last one, when the member wants them. The member's cursor
 * is moved first, so a second worker finds nothing to send; if sending fails it is moved back and the job retried.
 */
export async function sendMessageEmails(
  services: Pick<Services, "db" | "email" | "settings">,
  input: { userId: string },
): Promise<{ messages: number; sent: boolean }> {
  const { db } = services;
  const [member] = await db
    .select({
      email: users.email,
      name: users.name,
      locale: users.locale,
      cursor: notificationPreferences.messagesEmailedUpTo,
      wanted: notificationPreferences.newMessages,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, input.userId));
  if (!member) return { messages: 0, sent: false };
  const cursor = Number(member.cursor ?? 0);
  const me = input.userId;
  const unread = (await db.execute(sql`
    select m.id, m.conversation_id, m.body, m.kind, s.name as sender_name, c.subject
    from conversations c
    join messages m on m.conversation_id = c.id
    join users s on s.id = m.sender_id
    where (c.buyer_id = ${me} or c.seller_id = ${me})
      and m.sender_id <> ${me} and not m.withheld and m.id > ${cursor}
      and m.id > case when c.buyer_id = ${me} then c.buyer_last_read_id else c.seller_last_read_id end
    order by m.id
    limit 500`)) as unknown as { rows: UnreadRow[] };
  if (unread.rows.length === 0) return { messages: 0, sent: false };
  const newest = Math.max(...unread.rows.map((row) => Number(row.id)));

  // Claim the batch: only the worker that moves the cursor from where it read it sends.
  await db.insert(notificationPreferences).values({ userId: me }).onConflictDoNothing();
  const claimed = await db
    .update(notificationPreferences)
    .set({ messagesEmailedUpTo: newest })
    .where(
      and(eq(notificationPreferences.userId, me), eq(notificationPreferences.messagesEmailedUpTo, cursor)),
    )
    .returning({ userId: notificationPreferences.userId });
  if (claimed.length === 0) return { messages: 0, sent: false };
  const wanted = member.wanted ?? true;
  if (!wanted || isPhoneOnlyEmail(member.email)) return { messages: unread.rows.length, sent: false };

  try {
    const locale = isLocale(member.locale) ? member.locale : "en";
    await services.email.send(messageDigest(services.settings, me, member, unread.rows, locale));
  } catch (err) {
    await db
      .update(notificationPreferences)
      .set({ messagesEmailedUpTo: cursor })
      .where(
        and(eq(notificationPreferences.userId, me), eq(notificationPreferences.messagesEmailedUpTo, newest)),
      );
    throw err;
  }
  await db
    .update(notificationPreferences)
    .set({ emailsSent: sql`${notificationPreferences.emailsSent} + 1` })
    .where(eq(notificationPreferences.userId, me));
  return { messages: unread.rows.length, sent: true };
}

/** The e-mail in the member's language (users.locale; English when they never chose). */
function messageDigest(
  settings: Services["settings"],
  userId: string,
  member: { name: string; email: string },
  rows: UnreadRow[],
  locale: Locale,
) {
  const chats = new Map<string, { sender: string; subject: string; count: number; last: string }>();
  for (const row of rows) {
    const key = String(row.conversation_id);
    const chat = chats.get(key) ?? {
      sender: row.sender_name.trim() || m.server_email_messages_user({}, { locale }),
      subject: row.subject,
      count: 0,
      last: "",
    };
    chat.count += 1;
    // An offer's line ("Offered ₹500") is Mandi's words; a text is the sender's own.
    chat.last =
      row.kind === "photo"
        ? m.server_email_messages_photo({}, { locale })
        : row.kind === "offer"
          ? localizeTextIn(row.body, locale)
          : row.body;
    chats.set(key, chat);
  }
  const total = rows.length;
  const lines = [...chats.entries()].slice(0, CHATS_LISTED).map(([id, chat]) => {
    const last = chat.last.length > 120 ? `${chat.last.slice(0, 119)}…` : chat.last;
    const line = m.server_email_messages_chat_line(
      { sender: chat.sender, subject: chat.subject, count: String(chat.count), last },
      { locale },
    );
    return `${line}\n${settings.publicUrl}/messages?c=${id}`;
  });
  const more =
    chats.size > CHATS_LISTED
      ? [m.server_email_messages_more_chats({ count: String(chats.size - CHATS_LISTED) }, { locale })]
      : [];
  const unsubscribe = unsubscribeUrl(settings, userId, "messages");
  const name = member.name.trim();
  return {
    to: member.email,
    subject:
      total === 1
        ? m.server_email_messages_subject_one({}, { locale })
        : m.server_email_messages_subject_many({ count: String(total) }, { locale }),
    text: [
      name ? m.server_email_hello({ name }, { locale }) : m.server_email_hello_there({}, { locale }),
      "",
      ...lines.flatMap((line) => [line, ""]),
      ...more,
      m.server_email_messages_reply({ url: `${settings.publicUrl}/messages` }, { locale }),
      "",
      m.server_email_messages_stay_safe({}, { locale }),
      "",
      m.server_email_messages_why({ url: unsubscribe }, { locale }),
    ].join("\n"),
    unsubscribeUrl: unsubscribe,
  };
}
