import { currentLocale, intlLocale, type Locale } from "~/app/i18n/locale";

// Times are shown in India's time zone on the server and in the browser alike, so the page hydrates unchanged.
const TIME_ZONE = "Asia/Kolkata";
const dayKey = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE });
const formats = new Map<Locale, { clock: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();

/** The page's language's clock and date (made once per language). */
function formatsFor(locale: Locale) {
  let found = formats.get(locale);
  if (!found) {
    const tag = intlLocale(locale);
    found = {
      clock: new Intl.DateTimeFormat(tag, { timeZone: TIME_ZONE, hour: "numeric", minute: "2-digit" }),
      day: new Intl.DateTimeFormat(tag, { timeZone: TIME_ZONE, day: "numeric", month: "short" }),
    };
    formats.set(locale, found);
  }
  return found;
}

/** A message's time of day ("4:05 pm"). */
export function messageTime(iso: string): string {
  return formatsFor(currentLocale()).clock.format(new Date(iso));
}

/** The chat list's time: the time of day for today, else the date ("24 Nov"). */
export function listTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const { clock, day } = formatsFor(currentLocale());
  return dayKey.format(date) === dayKey.format(now) ? clock.format(date) : day.format(date);
}
