import type { notifications } from "~/db/schema";
import type { Locale } from "~/i18n/locales";
import { type Message, type MessageParams, message, renderText } from "~/i18n/render-text";

/** What a notice says, as catalogue messages: stored with it, put in the reader's language when read or sent. */
export interface NoticeText {
  title: Message;
  /** A message, or what a member wrote (a chat's preview, a rating's words), shown as it is. */
  body: Message | string;
}

export const noticeText = (
  title: Parameters<typeof message>[0],
  titleParams: MessageParams | undefined,
  body: Message | string,
): NoticeText => ({ title: message(title, titleParams), body });

type Row = Pick<typeof notifications.$inferSelect, "title" | "body" | "text">;

/**
 * A notice in `locale` (the request's when absent). One stored before notices carried their meaning (migration
 * 0030) has only its English title and body.
 */
export function noticeWords(row: Row, locale?: Locale): { title: string; body: string } {
  const text = row.text as NoticeText | null;
  if (!text) return { title: renderText(row.title, locale), body: renderText(row.body, locale) };
  return {
    title: renderText(text.title, locale),
    body: typeof text.body === "string" ? text.body : renderText(text.body, locale),
  };
}
