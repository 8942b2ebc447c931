const format = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2025-06-18" → "18 June 2025", the same on the server and in the browser. */
export function formatBlogDate(isoDate: string): string {
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}
