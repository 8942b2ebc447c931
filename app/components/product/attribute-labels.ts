import { formatNumber, formatRupees } from "~/app/components/listing/format";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";

/** Labels of the category-specific fields ads carry in `attributes`; unknown keys are spelled out (in English). */
const LABELS: Record<string, () => string> = {
  brand: m.product_attribute_brand,
  model: m.product_attribute_model,
  year: m.product_attribute_year,
  fuel: m.product_attribute_fuel,
  kmDriven: m.product_attribute_km_driven,
  transmission: m.product_attribute_transmission,
  owners: m.product_attribute_owners,
  hoursUsed: m.product_attribute_hours_used,
  bhk: m.product_attribute_bhk,
  bathrooms: m.product_attribute_bathrooms,
  areaSqft: m.product_attribute_area_sqft,
  furnishing: m.product_attribute_furnishing,
  listedBy: m.product_attribute_listed_by,
  type: m.product_attribute_type,
  salaryPeriod: m.product_attribute_salary_period,
  salaryFrom: m.product_attribute_salary_from,
  salaryTo: m.product_attribute_salary_to,
  positionType: m.product_attribute_position_type,
  storage: m.product_attribute_storage,
  color: m.product_attribute_color,
  screenSize: m.product_attribute_screen_size,
  capacity: m.product_attribute_capacity,
  language: m.product_attribute_language,
  material: m.product_attribute_material,
  seats: m.product_attribute_seats,
  size: m.product_attribute_size,
  breed: m.product_attribute_breed,
  ageWeeks: m.product_attribute_age_weeks,
  serviceArea: m.product_attribute_service_area,
};

const RUPEE_FIELDS = new Set(["salaryFrom", "salaryTo"]);
// Years read better without digit grouping ("2019", not "2,019").
const PLAIN_NUMBER_FIELDS = new Set(["year"]);

export function attributeLabel(key: string): string {
  const known = Object.hasOwn(LABELS, key) ? LABELS[key] : undefined;
  if (known) return known();
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function attributeValue(key: string, value: string | number | boolean): string {
  if (typeof value === "boolean") return value ? m.product_facts_yes() : m.product_facts_no();
  if (typeof value === "number") {
    if (RUPEE_FIELDS.has(key)) return formatRupees(value);
    if (PLAIN_NUMBER_FIELDS.has(key)) return String(value);
    return formatNumber(value);
  }
  // A value picked from the sell form's options (Petrol, Semi-furnished…) in the page's language; typed text stays.
  return localizeText(value);
}
