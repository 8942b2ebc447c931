import { categoryFields, hasCondition, isJobCategory } from "~/domain/listings/category-fields";
import type { AdDraft } from "./ad-draft";

/** Form fields a step shows itself; the others travel as hidden inputs (a browser without JavaScript). */
export function visibleFields(draft: AdDraft): Set<string> {
  const attributes = (step: "details" | "price") =>
    categoryFields(draft.category, draft.subcategory, step).map((f) => `attributes.${f.key}`);
  switch (draft.step) {
    case 0:
      return new Set([
        "title",
        "description",
        ...(hasCondition(draft.category) ? ["condition"] : []),
        ...attributes("details"),
      ]);
    case 1:
      return new Set(isJobCategory(draft.category) ? attributes("price") : ["price", "negotiable"]);
    case 3:
      return new Set(["city", "locality", "pincode"]);
    case 4:
      return new Set(["sellerName", "sellerPhone", "showPhone"]);
    default:
      return new Set();
  }
}
