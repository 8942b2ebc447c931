import { currentLocale, intlLocale } from "~/app/i18n/locale";

const formats = new Map<string, Intl.DateTimeFormat>();

/** "2025-06-18" → "18 June 2025" (in Hindi "18 जून 2025"), the same on the server and in the browser. */
export function formatBlogDate(isoDate: string): string {
  const locale = intlLocale(currentLocale());
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    formats.set(locale, format);
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}
