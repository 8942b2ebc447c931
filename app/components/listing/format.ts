import { currentLocale, intlLocale, type Locale } from "~/app/i18n/locale";
import { m } from "~/i18n/paraglide/messages";

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});
const indianNumber = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** One formatter per language, made when first needed. */
function perLocale(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  const made: Partial<Record<Locale, Intl.DateTimeFormat>> = {};
  return () => {
    const locale = currentLocale();
    made[locale] ??= new Intl.DateTimeFormat(intlLocale(locale), options);
    return made[locale];
  };
}

// India's local date, the same on the server and in every browser (no hydration mismatch across time zones).
const localDate = perLocale({ day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
const monthYear = perLocale({ month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

export function formatNumber(value: number): string {
  return indianNumber.format(value);
}

/** A numeric price in rupees, else the ad's text price ("On request") as it was written. */
export function formatPrice(price: number | null, priceText: string | null): string {
  if (price !== null && Number.isFinite(price)) return formatRupees(price);
  return priceText?.trim() || m.browse_listing_price_on_request();
}

export function formatPostedDate(iso: string | null | undefined): string {
  if (!iso) return m.browse_listing_not_available();
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? m.browse_listing_not_available() : localDate().format(date);
}

export function formatMonthYear(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? m.browse_listing_not_available() : monthYear().format(date);
}
