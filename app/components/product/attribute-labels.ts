import { formatNumber, formatRupees } from "~/app/components/listing/format";

/** Labels of the category-specific fields ads carry in `attributes`; unknown keys are spelled out. */
const LABELS: Record<string, string> = {
  brand: "Brand",
  model: "Model",
  year: "Year",
  fuel: "Fuel",
  kmDriven: "KM driven",
  transmission: "Transmission",
  owners: "Owners",
  hoursUsed: "Hours used",
  bhk: "BHK",
  bathrooms: "Bathrooms",
  areaSqft: "Area (sq ft)",
  furnishing: "Furnishing",
  listedBy: "Listed by",
  type: "Type",
  salaryPeriod: "Salary period",
  salaryFrom: "Salary from",
  salaryTo: "Salary to",
  positionType: "Position type",
  storage: "Storage",
  color: "Colour",
  screenSize: "Screen size",
  capacity: "Capacity",
  language: "Language",
  material: "Material",
  seats: "Seats",
  size: "Size",
  breed: "Breed",
  ageWeeks: "Age (weeks)",
  serviceArea: "Service area",
};

const RUPEE_FIELDS = new Set(["salaryFrom", "salaryTo"]);
// Years read better without digit grouping ("2019", not "2,019").
const PLAIN_NUMBER_FIELDS = new Set(["year"]);

export function attributeLabel(key: string): string {
  const known = LABELS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function attributeValue(key: string, value: string | number | boolean): string {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") {
    if (RUPEE_FIELDS.has(key)) return formatRupees(value);
    if (PLAIN_NUMBER_FIELDS.has(key)) return String(value);
    return formatNumber(value);
  }
  return value;
}
