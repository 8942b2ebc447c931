import { localizeText, localizeTextIn } from "./domain-text";
import type { Locale } from "./locales";
import { m } from "./paraglide/messages";
import { getLocale } from "./paraglide/runtime";

/** A message of the catalogue (messages/<area>/{en,hi}.json), by its name. */
export type MessageKey = keyof typeof m;
/** A message's inputs: a value shown as it is, or another message, said in the same language. */
export type MessageParams = Readonly<Record<string, string | number | Message>>;

/** What is meant, not yet in words: a message and its inputs, put in the reader's language where it is shown. */
export interface Message {
  readonly key: MessageKey;
  readonly params?: MessageParams;
}

/**
 * A Message, or a schema's own English (a zod message, "Title is required."), which pages and the API still put in
 * the reader's language through i18n/domain-text.ts until the schemas carry keys too.
 */
export type Text = Message | string;

export function message(key: MessageKey, params?: MessageParams): Message {
  return params ? { key, params } : { key };
}

export function isMessage(value: unknown): value is Message {
  return typeof value === "object" && value !== null && typeof (value as Message).key === "string";
}

type Render = (inputs: Record<string, string>, options?: { locale?: Locale }) => string;

/** `text` in `locale`, else in the language of the request being answered (<html lang> in the browser). */
export function renderText(text: Text, locale?: Locale): string {
  if (typeof text === "string") return locale ? localizeTextIn(text, locale) : localizeText(text);
  const render = m[text.key] as unknown as Render | undefined;
  if (!render) return text.key;
  const inputs: Record<string, string> = {};
  for (const [name, value] of Object.entries(text.params ?? {})) {
    inputs[name] = isMessage(value) ? renderText(value, locale) : String(value);
  }
  return render(inputs, { locale: locale ?? (getLocale() as Locale) });
}

/** Each field's text in `locale` (the request's when absent). */
export function renderFields(
  fields: Readonly<Record<string, Text>> | undefined,
  locale?: Locale,
): Record<string, string> | undefined {
  if (!fields) return undefined;
  return Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, renderText(text, locale)]));
}
