import { z } from "zod";
import { SAVED_SEARCH_NAME_MAX } from "./saved-search-limits";

export const SavedSearchIdSchema = z
  .string()
  .regex(/^\d{1,15}$/, "Saved search id must be a positive whole number.")
  .transform(Number);

export const SavedSearchNameSchema = z
  .string({ message: "Give the search a name." })
  .trim()
  .min(1, "Give the search a name.")
  .max(SAVED_SEARCH_NAME_MAX, `A name has at most ${SAVED_SEARCH_NAME_MAX} characters.`)
  .transform((v) => v.replace(/\s+/g, " "));

/** A change to a saved search: a new name, alerts on or off, or both. */
export const UpdateSavedSearchSchema = z
  .object({
    name: SavedSearchNameSchema.optional(),
    notify: z.boolean({ message: "notify is true or false." }).optional(),
  })
  .refine((v) => v.name !== undefined || v.notify !== undefined, {
    message: "Say what to change: name or notify.",
  });
