import { z } from "zod";
import { ListingIdSchema } from "../listings/listings-schemas";

/** The heart's form: which ad, and whether it should now be saved. */
export const FavoriteFormSchema = z.object({
  listingId: ListingIdSchema,
  favorite: z
    .enum(["true", "false"], { message: "Choose whether to save the ad." })
    .transform((v) => v === "true"),
});
