/**
 * The category-specific fields of an ad: which categories ask for them, on which step of /sell, with their labels
 * and choices. Stored in listings.attributes under `key` (the seed uses the same keys); numbers stay numbers.
 */

export type AttributeKey =
  | "brand"
  | "model"
  | "year"
  | "fuel"
  | "transmission"
  | "kmDriven"
  | "owners"
  | "type"
  | "bhk"
  | "bathrooms"
  | "furnishing"
  | "areaSqft"
  | "listedBy"
  | "salaryPeriod"
  | "salaryFrom"
  | "salaryTo"
  | "positionType";

export interface FieldOption {
  value: string;
  label: string;
}

interface BaseField {
  key: AttributeKey;
  label: string;
  required: boolean;
  /** Details (step 0) or Price (step 1: the salary of a job). */
  step: "details" | "price";
  /** Subcategory slugs the field does not apply to (a spare part has no mileage). */
  exceptSubcategories?: readonly string[];
  /** Subcategory slugs the field applies to; all when absent. */
  onlySubcategories?: readonly string[];
}

export interface TextField extends BaseField {
  kind: "text";
  maxLength: number;
  placeholder?: string;
}

export interface NumberField extends BaseField {
  kind: "number";
  min: number;
  max: number;
  /** Shown after the label, e.g. "₹" or "km"; "" for none. */
  unit: string;
}

export interface SelectField extends BaseField {
  kind: "select";
  options: readonly FieldOption[];
  /** The stored value is a number (owners, BHK, bathrooms). */
  numeric?: boolean;
  /** What the field says when nothing (or something unknown) is chosen. */
  chooseMessage: string;
}

export type CategoryField = TextField | NumberField | SelectField;

const named = (...values: string[]): FieldOption[] => values.map((value) => ({ value, label: value }));
const counted = (max: number, last: string): FieldOption[] =>
  Array.from({ length: max }, (_, i) => ({
    value: String(i + 1),
    label: i + 1 === max ? last : String(i + 1),
  }));

type Extra = Partial<Pick<BaseField, "required" | "step" | "exceptSubcategories" | "onlySubcategories">>;
// Spec section 5: Next needs only what each step lists. The category's own fields are asked for (they feed the
// filters and similar ads) and checked when given, but only a job's salary — its price — is required.
const base = { required: false, step: "details" } as const;
const text = (key: AttributeKey, label: string, maxLength: number, extra: Extra = {}): TextField => ({
  key,
  label,
  kind: "text",
  maxLength,
  ...base,
  ...extra,
});
const number = (
  key: AttributeKey,
  label: string,
  range: [number, number],
  unit: string,
  extra: Extra = {},
): NumberField => ({
  key,
  label,
  kind: "number",
  min: range[0],
  max: range[1],
  unit,
  ...base,
  ...extra,
});
const select = (
  key: AttributeKey,
  label: string,
  options: FieldOption[],
  chooseMessage: string,
  extra: Extra & { numeric?: boolean } = {},
): SelectField => ({ key, label, kind: "select", options, chooseMessage, ...base, ...extra });

const VEHICLE_PARTS = ["spare-parts-accessories", "helmets-riding-gear"];
const HOMES = ["for-sale-houses-apartments", "for-rent-houses-apartments", "vacation-rentals"];
const OPEN_LAND = ["lands-plots", "farm-land-farmhouses"];
const NOT_CARS = { exceptSubcategories: ["spare-parts-accessories"] };

const brand = text("brand", "Brand", 60);
const year = number("year", "Year", [1950, new Date().getUTCFullYear() + 1], "", {
  exceptSubcategories: VEHICLE_PARTS,
});
const kmDriven = number("kmDriven", "KM driven", [0, 2_000_000], "km", {
  exceptSubcategories: [...VEHICLE_PARTS, "bicycles"],
});
const money = (key: AttributeKey, label: string, required: boolean) =>
  number(key, label, [0, 100_000_000], "₹", { required, step: "price" });

export const CATEGORY_FIELDS: Readonly<Record<string, readonly CategoryField[]>> = {
  cars: [
    brand,
    text("model", "Model", 80, NOT_CARS),
    year,
    select(
      "fuel",
      "Fuel",
      named("Petrol", "Diesel", "CNG & Hybrids", "Electric", "LPG"),
      "Please choose the fuel.",
      NOT_CARS,
    ),
    select(
      "transmission",
      "Transmission",
      named("Manual", "Automatic"),
      "Please choose the transmission.",
      NOT_CARS,
    ),
    kmDriven,
    select("owners", "Owners", counted(5, "5 or more"), "Please choose the number of owners.", {
      ...NOT_CARS,
      numeric: true,
    }),
  ],
  bikes: [brand, year, kmDriven],
  mobiles: [brand],
  properties: [
    select(
      "type",
      "Type",
      named(
        "Apartment",
        "Independent House",
        "Villa",
        "Builder Floor",
        "Plot",
        "Shop",
        "Office",
        "PG",
        "Farmhouse",
        "Warehouse",
        "Other",
      ),
      "Please choose the property type.",
    ),
    select("bhk", "BHK", counted(6, "6 or more"), "Please choose the number of bedrooms (BHK).", {
      numeric: true,
      onlySubcategories: HOMES,
    }),
    select("bathrooms", "Bathrooms", counted(5, "5 or more"), "Please choose the number of bathrooms.", {
      numeric: true,
      exceptSubcategories: OPEN_LAND,
    }),
    select(
      "furnishing",
      "Furnishing",
      named("Furnished", "Semi-furnished", "Unfurnished"),
      "Please choose the furnishing.",
      { exceptSubcategories: [...OPEN_LAND, "warehouses-godowns", "industrial-sheds-factories"] },
    ),
    number("areaSqft", "Area", [1, 100_000_000], "sq ft"),
    select("listedBy", "Listed by", named("Owner", "Dealer", "Builder"), "Please choose who is listing it."),
  ],
  jobs: [
    select(
      "positionType",
      "Position type",
      named("Full-time", "Part-time", "Contract", "Temporary", "Internship"),
      "Please choose the position type.",
    ),
    select(
      "salaryPeriod",
      "Salary period",
      named("Monthly", "Weekly", "Daily", "Hourly", "Yearly"),
      "Please choose the salary period.",
      {
        step: "price",
      },
    ),
    money("salaryFrom", "Salary from", true),
    money("salaryTo", "Salary to", false),
  ],
};

/** Categories whose ads are not goods: no condition is asked for. */
const NOT_GOODS = new Set(["jobs", "properties", "services", "pets"]);

/** A job's price step asks for the salary; its lower bound becomes the listing's price. */
export function isJobCategory(category: string): boolean {
  return category === "jobs";
}

export function hasCondition(category: string): boolean {
  return category !== "" && !NOT_GOODS.has(category);
}

/** The fields an ad in this category and subcategory asks for, optionally only those of one step. */
export function categoryFields(
  category: string,
  subcategory: string,
  step?: CategoryField["step"],
): CategoryField[] {
  return (CATEGORY_FIELDS[category] ?? []).filter(
    (field) =>
      (step === undefined || field.step === step) &&
      !field.exceptSubcategories?.includes(subcategory) &&
      (!field.onlySubcategories || field.onlySubcategories.includes(subcategory)),
  );
}
