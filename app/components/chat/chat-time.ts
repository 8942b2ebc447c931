// Times are shown in India's time zone on the server and in the browser alike, so the page hydrates unchanged.
const TIME_ZONE = "Asia/Kolkata";
const clock = new Intl.DateTimeFormat("en-IN", { timeZone: TIME_ZONE, hour: "numeric", minute: "2-digit" });
const day = new Intl.DateTimeFormat("en-IN", { timeZone: TIME_ZONE, day: "numeric", month: "short" });
const dayKey = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE });

/** A message's time of day ("4:05 pm"). */
export function messageTime(iso: string): string {
  return clock.format(new Date(iso));
}

/** The chat list's time: the time of day for today, else the date ("24 Nov"). */
export function listTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return dayKey.format(date) === dayKey.format(now) ? clock.format(date) : day.format(date);
}
