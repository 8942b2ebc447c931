import { currentLocale, intlLocale } from "~/app/i18n/locale";
import { m } from "~/i18n/paraglide/messages";

/** "Just now", "5 min ago", "3 h ago", "2 days ago", then the date: worked out once, on the server (no hydration drift), in the page's language. */
export function timeAgo(iso: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return m.account_notifications_just_now();
  if (minutes < 60) return m.account_notifications_minutes_ago({ minutes: String(minutes) });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return m.account_notifications_hours_ago({ hours: String(hours) });
  const days = Math.floor(hours / 24);
  if (days === 1) return m.account_notifications_yesterday();
  if (days < 7) return m.account_notifications_days_ago({ days: String(days) });
  const dateOnly = new Intl.DateTimeFormat(intlLocale(currentLocale()), {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });
  return dateOnly.format(new Date(iso));
}
