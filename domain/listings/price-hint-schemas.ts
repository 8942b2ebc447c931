import { z } from "zod";
import { ListingIdSchema, searchFieldSchemas } from "./listings-schemas";

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const text = (label: string, max: number) => z.string().trim().min(1).max(max, `${label} is too long.`);

/** GET /api/v1/price-hint: the ad as far as it is known (the sell form asks for the price before the place). */
export const PriceHintQuerySchema = z.object({
  category: searchFieldSchemas.category,
  subcategory: searchFieldSchemas.subcategory,
  price: optional(
    z
      .string()
      .trim()
      .regex(/^\d{1,10}(\.\d{1,2})?$/, "Price must be a number of rupees.")
      .transform(Number),
  ),
  city: optional(searchFieldSchemas.city),
  brand: optional(text("Brand", 60)),
  model: optional(text("Model", 80)),
  year: optional(z.string().regex(/^\d{4}$/, "Year must be four digits.")),
  bhk: optional(z.string().regex(/^\d{1,2}$/, "BHK must be a whole number.")),
  exclude: optional(ListingIdSchema),
});
export type PriceHintQuery = z.output<typeof PriceHintQuerySchema>;
