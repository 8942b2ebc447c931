import { electronicsListings } from "./sample-listings-electronics";
import { hobbyListings } from "./sample-listings-hobbies";
import { homeListings } from "./sample-listings-home";
import { propertyAndJobListings } from "./sample-listings-property-jobs";
import { vehicleListings } from "./sample-listings-vehicles";
import type { SampleListingSeed } from "./sample-types";

/** The account that owns the sample ads; it has no password, so nobody can sign in as it. */
export const SAMPLE_SELLER = {
  id: "sample-seller",
  name: "Vikram Desai",
  email: "sample-seller@mandi.local",
  /** Shown on the ads (the number Indian forms use as an example); the account itself has no phone. */
  contactPhone: "+919876543210",
  memberForDays: 730,
} as const;

/** The spec's 20 sample listings, spread over the popular cities and the main categories. */
export const SAMPLE_LISTINGS: readonly SampleListingSeed[] = [
  ...vehicleListings,
  ...electronicsListings,
  ...homeListings,
  ...propertyAndJobListings,
  ...hobbyListings,
];
