import { z } from "zod";
import { OWNER_STATUSES } from "./listing-lifecycle";
import { ListingIdSchema } from "./listings-schemas";

export const ListingStatusChangeSchema = z.object({
  status: z.enum(OWNER_STATUSES, { message: "Status must be one of sold, active, inactive or reserved." }),
});
export type ListingStatusChange = z.infer<typeof ListingStatusChangeSchema>;

/** The My Listings page's buttons: one form each, naming the ad and what to do with it. */
export const MyListingFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("status"),
      listingId: ListingIdSchema,
      status: ListingStatusChangeSchema.shape.status,
    }),
    z.object({ intent: z.literal("renew"), listingId: ListingIdSchema }),
    z.object({ intent: z.literal("delete"), listingId: ListingIdSchema }),
  ],
  { message: "Unknown action." },
);
export type MyListingForm = z.infer<typeof MyListingFormSchema>;
