import type { ListingCondition, PostedWithin } from "~/domain/listings/listing-options";
import { m } from "~/i18n/paraglide/messages";

/** The filter form's option words, also the active filters' chips. */
export const conditionLabels: Record<ListingCondition, () => string> = {
  new: m.browse_products_condition_new,
  like_new: m.browse_products_condition_like_new,
  used: m.browse_products_condition_used,
  refurbished: m.browse_products_condition_refurbished,
  for_parts: m.browse_products_condition_for_parts,
};

export const postedLabels: Record<PostedWithin, () => string> = {
  today: m.browse_products_posted_today,
  "7d": m.browse_products_posted_7d,
  "30d": m.browse_products_posted_30d,
};
