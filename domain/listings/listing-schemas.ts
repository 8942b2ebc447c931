import { z } from "zod";
import { INVALID_PHONE_MESSAGE, normalizePhoneNumber } from "../accounts/phone-number";
import { attributesSchema, numberField } from "./attribute-schemas";
import { hasCondition, isJobCategory } from "./category-fields";

/** Spec sections 2 and 9: six steps, at most 12 photos, prices from 0 in rupees. */
export const AD_STEPS = ["Details", "Price", "Media", "Location", "Review", "Post"] as const;
export const LAST_AD_STEP = AD_STEPS.length - 1;
export const MAX_AD_PHOTOS = 12;
export const AD_CONDITIONS = ["new", "like_new", "used", "refurbished"] as const;
export type AdCondition = (typeof AD_CONDITIONS)[number];
export const AD_TEXT_LIMITS = { title: 100, description: 5000, locality: 100, sellerName: 80 } as const;
/** listings.price is numeric(12, 2). */
export const MAX_AD_PRICE = 9_999_999_999;
export const PHOTO_KEY_PATTERN = /^listings\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const INCOMPLETE_FORM = {
  title: "Incomplete Form",
  description: "Please fill all required fields (*) and upload at least one photo.",
} as const;
export const AUTHENTICATION_REQUIRED = {
  title: "Authentication Required",
  description: "Please log in to post an ad.",
} as const;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");
const blankToUndefined = (value: unknown) => (isBlank(value) ? undefined : value);

function requiredText(label: string, max: number) {
  const required = `${label} is required.`;
  return z.preprocess(
    (v) => v ?? "",
    z
      .string({ message: required })
      .trim()
      .min(1, required)
      .max(max, `${label} must be at most ${max} characters.`),
  );
}

function optionalText(label: string, max: number) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ message: `${label} must be text.` })
      .trim()
      .max(max, `${label} must be at most ${max} characters.`)
      .optional(),
  );
}

/** Checkboxes send "on" (or nothing); JSON sends true or false. */
const booleanField = z.preprocess((v) => v === true || v === "true" || v === "on" || v === "1", z.boolean());

const slugField = (message: string) =>
  z.preprocess((v) => v ?? "", z.string({ message }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, message));

export const conditionField = z.enum(AD_CONDITIONS, { message: "Please choose the condition." });
export const priceField = numberField("Price", { min: 0, max: MAX_AD_PRICE });

export const photosField = z
  .preprocess(
    (v) => (v === undefined || v === null ? [] : typeof v === "string" ? [v] : v),
    z
      .array(z.string().regex(PHOTO_KEY_PATTERN, "This photo is not valid. Please upload it again."), {
        message: "Please upload at least one photo.",
      })
      .min(1, "Please upload at least one photo.")
      .max(MAX_AD_PHOTOS, `You can add up to ${MAX_AD_PHOTOS} photos.`)
      .refine((keys) => new Set(keys).size === keys.length, "Each photo can be added only once."),
  )
  .describe("Storage keys from POST /photos, in order; the first is the cover");

export const sellerPhoneField = requiredText("Phone", 32).transform((value, ctx) => {
  const phone = normalizePhoneNumber(value);
  if (!phone) {
    ctx.addIssue({ code: "custom", message: INVALID_PHONE_MESSAGE });
    return z.NEVER;
  }
  return phone;
});

/** The fields every ad has, whatever its category (category-specific rules are applied by PostAdSchema). */
const commonFields = {
  title: requiredText("Title", AD_TEXT_LIMITS.title),
  description: requiredText("Description", AD_TEXT_LIMITS.description),
  negotiable: booleanField.optional().default(false),
  photos: photosField,
  city: requiredText("Location", 80).describe(
    "A city of India by name, as the location page lists them (e.g. Pune)",
  ),
  locality: optionalText("Locality", AD_TEXT_LIMITS.locality),
  pincode: z.preprocess(
    blankToUndefined,
    z
      .string({ message: "PIN code must be 6 digits." })
      .trim()
      .regex(/^[1-9]\d{5}$/, "PIN code must be 6 digits.")
      .optional(),
  ),
  sellerName: requiredText("Name", AD_TEXT_LIMITS.sellerName),
  sellerPhone: sellerPhoneField,
  showPhone: booleanField.optional().default(false).describe("Show the phone number on the ad"),
};

/** The shape of an ad as the API documents it; PostAdSchema adds the rules that depend on the category. */
export const AdFieldsSchema = z.object({
  category: slugField("Choose a category.").describe("Category slug, e.g. cars"),
  subcategory: slugField("Choose a subcategory.").describe("Subcategory slug, e.g. sedans"),
  ...commonFields,
  condition: z.preprocess(blankToUndefined, conditionField.optional()).describe("Asked for goods only"),
  price: z
    .preprocess(blankToUndefined, priceField.optional())
    .describe("Rupees; for jobs the salary (attributes.salaryFrom) is the price"),
  attributes: z
    .preprocess((v) => v ?? {}, z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])))
    .describe(
      "Category-specific fields: brand, model, year, fuel, transmission, kmDriven, owners, type, bhk, …",
    ),
});

/** One ad being posted or edited: the same rules for the /sell form, its action and the API. */
export const PostAdSchema = AdFieldsSchema.superRefine(
  (ad, ctx) => {
    // Runs even when other fields failed, so every message comes back at once.
    const category = typeof ad.category === "string" ? ad.category : "";
    const subcategory = typeof ad.subcategory === "string" ? ad.subcategory : "";
    if (!isJobCategory(category) && ad.price === undefined) {
      ctx.addIssue({ code: "custom", path: ["price"], message: "Price is required." });
    }
    const attributes = attributesSchema(category, subcategory).safeParse(ad.attributes);
    for (const issue of attributes.error?.issues ?? []) {
      ctx.addIssue({
        code: "custom",
        path: ["attributes", ...issue.path.map(String)],
        message: issue.message,
      });
    }
  },
  { when: (payload) => typeof payload.value === "object" && payload.value !== null },
).transform((ad) => {
  const attributes = attributesSchema(ad.category, ad.subcategory).parse(ad.attributes);
  const salaryFrom = attributes.salaryFrom;
  return {
    ...ad,
    condition: hasCondition(ad.category) ? (ad.condition ?? null) : null,
    attributes,
    price: isJobCategory(ad.category) && typeof salaryFrom === "number" ? salaryFrom : (ad.price ?? 0),
    locality: ad.locality ?? null,
    pincode: ad.pincode ?? null,
  };
});
export type PostAdInput = z.input<typeof AdFieldsSchema>;
export type PostAd = z.output<typeof PostAdSchema>;

/**
 * What the Next button of each step checks (spec section 5): only what the spec lists is required; the condition
 * and the category's own fields are checked when given.
 */
export function adStepSchema(step: number, category: string, subcategory: string): z.ZodType {
  const job = isJobCategory(category);
  switch (step) {
    case 0:
      return z.object({
        title: commonFields.title,
        description: commonFields.description,
        ...(hasCondition(category)
          ? { condition: z.preprocess(blankToUndefined, conditionField.optional()) }
          : {}),
        attributes: attributesSchema(category, subcategory, "details"),
      });
    case 1:
      return job
        ? z.object({ attributes: attributesSchema(category, subcategory, "price") })
        : z.object({ price: priceField, negotiable: commonFields.negotiable });
    case 2:
      return z.object({ photos: commonFields.photos });
    case 3:
      return z.object({
        city: commonFields.city,
        locality: commonFields.locality,
        pincode: commonFields.pincode,
      });
    case 4:
      return z.object({
        sellerName: commonFields.sellerName,
        sellerPhone: commonFields.sellerPhone,
        showPhone: commonFields.showPhone,
      });
    default:
      return z.object({});
  }
}

export type FieldErrors = Record<string, string>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) fields[issue.path.map(String).join(".") || "_"] ??= issue.message;
  return fields;
}

/** Field messages of one step; empty when Next may go on. */
export function validateAdStep(
  step: number,
  input: Record<string, unknown> & { category: string; subcategory: string },
): FieldErrors {
  const result = adStepSchema(step, input.category, input.subcategory).safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

/** Every step's messages at once, and the first step that has one (-1 when the ad is complete). */
export function validateAd(input: Record<string, unknown> & { category: string; subcategory: string }): {
  errors: FieldErrors;
  firstStep: number;
} {
  let errors: FieldErrors = {};
  let firstStep = -1;
  for (let step = 0; step < LAST_AD_STEP; step++) {
    const stepErrors = validateAdStep(step, input);
    if (Object.keys(stepErrors).length > 0 && firstStep < 0) firstStep = step;
    errors = { ...errors, ...stepErrors };
  }
  return { errors, firstStep };
}
