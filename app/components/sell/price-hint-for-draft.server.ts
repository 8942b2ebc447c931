import { isJobCategory } from "~/domain/listings/category-fields";
import { getPriceHint } from "~/domain/listings/get-price-hint.server";
import { cityOfLocation, type PriceHintView, typedPrice } from "~/domain/listings/price-hint";
import { AppError } from "~/domain/shared/app-error";
import type { Services } from "~/domain/shared/services";
import { readLocation } from "~/web/location-cookie.server";
import type { AdDraft } from "./ad-draft";

/**
 * The fair-price hint for the price step as the server renders it (a browser without JavaScript sees it after each
 * post of the form): the ad's place, else the location the visitor chose, since the place is asked for later.
 */
export async function priceHintForDraft(
  services: Pick<Services, "db">,
  request: Request,
  draft: AdDraft,
  /** The ad being edited, never its own comparable. */
  excludeId: number | null,
): Promise<PriceHintView | null> {
  if (draft.step !== 1 || !draft.subcategory || isJobCategory(draft.category)) return null;
  try {
    return await getPriceHint(services, {
      category: draft.category,
      subcategory: draft.subcategory,
      price: typedPrice(draft.price),
      city: draft.city || cityOfLocation(readLocation(request).location),
      attributes: draft.attributes,
      excludeId,
    });
  } catch (err) {
    // A form naming no real subcategory gets no hint; the steps say what is wrong with it.
    if (err instanceof AppError) return null;
    throw err;
  }
}
