import { categoryFields } from "./category-fields";

/**
 * The fair-price hint (decision 018): how a price compares with similar live and recently sold ads. What the page,
 * the sell form and the API show; computed by get-price-hint.server.ts.
 */

export type PriceVerdict = "good" | "fair" | "above";
export type PriceHintScope = "city" | "state" | "india";

/** Fewer comparables than this and no hint is shown: a median of three ads says little. */
export const MIN_COMPARABLES = 5;
/** At most this many of the newest comparables are read per level (with and without key attributes). */
export const COMPARABLE_WINDOW = 500;
/** Sold ads count as comparables for this long after the sale. */
export const SOLD_WITHIN_DAYS = 90;

export interface PriceHintView {
  /** How the given price compares; null when no price was given (the range is still shown). */
  verdict: PriceVerdict | null;
  /** Rounded to whole rupees. */
  median: number;
  p25: number;
  p75: number;
  count: number;
  scope: PriceHintScope;
  /** The city, the state or "India". */
  place: string;
  subcategory: string;
  /** The key attributes the comparables share with the ad (empty when compared on the subcategory alone). */
  matched: { key: KeyAttribute; value: string }[];
}

export type KeyAttribute = "brand" | "model" | "year" | "bhk";

// The first key is the leading one: without it the comparables are matched on the subcategory alone
// (it is the index's key: migration 0015).
const KEYS_BY_CATEGORY: Record<string, readonly KeyAttribute[]> = {
  cars: ["brand", "model", "year"],
  bikes: ["brand", "model", "year"],
  mobiles: ["brand"],
  properties: ["bhk"],
};

/** Properties are priced by place first; goods by make and model first (the order scopes are widened in). */
export function placeFirst(category: string): boolean {
  return category === "properties";
}

/** The ad's key attributes that its category asks for and it has, or nothing without the leading one. */
export function keyAttributes(
  category: string,
  subcategory: string,
  attributes: Record<string, string | number | boolean | undefined>,
): Partial<Record<KeyAttribute, string>> {
  const asked = new Set(categoryFields(category, subcategory).map((f) => f.key));
  const keys = (KEYS_BY_CATEGORY[category] ?? []).filter((key) => asked.has(key));
  const found: Partial<Record<KeyAttribute, string>> = {};
  for (const key of keys) {
    const value = attributes[key];
    const text = typeof value === "string" || typeof value === "number" ? String(value).trim() : "";
    if (text && (key !== "year" || /^\d{4}$/.test(text)) && (key !== "bhk" || /^\d{1,2}$/.test(text))) {
      found[key] = text.slice(0, 80);
    }
  }
  const lead = keys[0];
  return lead && found[lead] ? found : {};
}

/** Below the middle half of similar prices is a good price, above it is above the market. */
export function priceVerdict(price: number, p25: number, p75: number): PriceVerdict {
  if (price < p25) return "good";
  if (price > p75) return "above";
  return "fair";
}

export const VERDICT_LABELS: Record<PriceVerdict, string> = {
  good: "Good price",
  fair: "Fair price",
  above: "Above market",
};

/** "12 similar ads in Pune", "… in Maharashtra", "… across India". */
export function comparablesLabel(hint: Pick<PriceHintView, "count" | "scope" | "place">): string {
  const where = hint.scope === "india" ? "across India" : `in ${hint.place}`;
  return `${hint.count} similar ads ${where}`;
}

/** What the comparables share with the ad: "Motorcycles · Royal Enfield · 2018–2020". */
export function comparedOn(hint: Pick<PriceHintView, "subcategory" | "matched">): string {
  const parts = hint.matched.map(({ key, value }) => {
    if (key === "year") return `${Number(value) - 1}–${Number(value) + 1}`;
    if (key === "bhk") return `${value} BHK`;
    return value;
  });
  return [hint.subcategory, ...parts].join(" · ");
}

/** The city of the location a visitor chose ("PUNE" or "PUNE, INDIA"); null for all India. */
export function cityOfLocation(location: string | null | undefined): string | null {
  const first = (location ?? "").split(",")[0]?.trim() ?? "";
  return first && first.toUpperCase() !== "INDIA" ? first : null;
}

/** The price as a seller types it ("25,000", "₹ 25000"): rupees, or null when it is not a number yet. */
export function typedPrice(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, "");
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value > 0 ? value : null;
}
