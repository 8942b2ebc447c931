const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});
const indianNumber = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
// India's local date, the same on the server and in every browser (no hydration mismatch across time zones).
const localDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});
const monthYear = new Intl.DateTimeFormat("en-IN", {
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

export function formatNumber(value: number): string {
  return indianNumber.format(value);
}

/** A numeric price in rupees, else the ad's text price ("On request") as it was written. */
export function formatPrice(price: number | null, priceText: string | null): string {
  if (price !== null && Number.isFinite(price)) return formatRupees(price);
  return priceText?.trim() || "Price on request";
}

export function formatPostedDate(iso: string | null | undefined): string {
  if (!iso) return "N/A";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "N/A" : localDate.format(date);
}

export function formatMonthYear(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "N/A" : monthYear.format(date);
}
