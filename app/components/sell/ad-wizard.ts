import type { CityOption } from "~/domain/listings/list-city-options.server";
import { type FieldErrors, LAST_AD_STEP, validateAdStep } from "~/domain/listings/listing-schemas";
import { m } from "~/i18n/paraglide/messages";
import { type AdDraft, type DraftPhoto, draftToAd } from "./ad-draft";

/**
 * The Post an ad flow (spec section 4) as pure functions, so the browser and the form action (for a browser
 * without JavaScript) move through it the same way: category, subcategory, then steps 0 to 5.
 */

export type PhotoMove = "left" | "right" | "cover" | "remove";
export type WizardIntent =
  | { type: "category"; slug: string }
  | { type: "subcategory"; slug: string }
  | { type: "change-category" }
  | { type: "next" }
  | { type: "back" }
  | { type: "goto"; step: number }
  | { type: "photo"; move: PhotoMove; id: string }
  | { type: "upload" }
  /** The price step's "Check price" without JavaScript: the step again, with the hint for the typed price. */
  | { type: "check-price" }
  | { type: "post" };

/** Submit buttons carry their intent as `name="intent"` values: "next", "category:cars", "photo-left:<id>"… */
export function intentValue(intent: WizardIntent): string {
  switch (intent.type) {
    case "category":
    case "subcategory":
      return `${intent.type}:${intent.slug}`;
    case "goto":
      return `goto:${intent.step}`;
    case "photo":
      return `photo-${intent.move}:${intent.id}`;
    default:
      return intent.type;
  }
}

export function parseIntent(value: unknown): WizardIntent | null {
  if (typeof value !== "string") return null;
  const [head = "", ...rest] = value.split(":");
  const arg = rest.join(":");
  if (head === "category" || head === "subcategory") return { type: head, slug: arg };
  if (head === "goto") return { type: "goto", step: Number(arg) };
  const photo = /^photo-(left|right|cover|remove)$/.exec(head);
  if (photo && arg) return { type: "photo", move: photo[1] as PhotoMove, id: arg };
  if (["change-category", "next", "back", "upload", "check-price", "post"].includes(head) && !arg) {
    return { type: head } as WizardIntent;
  }
  return null;
}

export interface WizardContext {
  cities: CityOption[];
}

export interface WizardResult {
  draft: AdDraft;
  errors: FieldErrors;
}

/** What stops Next on a step (spec section 5), with each field's message. Photos still uploading count. */
export function stepErrors(draft: AdDraft, step: number, ctx: WizardContext): FieldErrors {
  if (step === 2) return draft.photos.length > 0 ? {} : { photos: m.sell_error_photos_required() };
  const errors = validateAdStep(step, draftToAd(draft));
  if (step === 3 && !errors.city && !findCity(ctx.cities, draft.city))
    errors.city = m.sell_error_city_not_in_list();
  return errors;
}

/** Every step's messages, and the first step that has one (-1 when the ad is ready to post). */
export function allErrors(draft: AdDraft, ctx: WizardContext): { errors: FieldErrors; firstStep: number } {
  let errors: FieldErrors = {};
  let firstStep = -1;
  for (let step = 0; step < LAST_AD_STEP; step++) {
    const found = stepErrors(draft, step, ctx);
    if (firstStep < 0 && Object.keys(found).length > 0) firstStep = step;
    errors = { ...errors, ...found };
  }
  return { errors, firstStep };
}

export function findCity(cities: CityOption[], name: string): CityOption | undefined {
  const wanted = name.trim().toLowerCase();
  return wanted ? cities.find((c) => c.name.toLowerCase() === wanted) : undefined;
}

export function movePhoto(photos: DraftPhoto[], id: string, move: PhotoMove): DraftPhoto[] {
  const index = photos.findIndex((p) => p.id === id);
  const photo = photos[index];
  if (!photo) return photos;
  const rest = photos.filter((p) => p.id !== id);
  if (move === "remove") return rest;
  const target =
    move === "cover" ? 0 : move === "left" ? Math.max(0, index - 1) : Math.min(photos.length - 1, index + 1);
  return [...rest.slice(0, target), photo, ...rest.slice(target)];
}

/** One press of a button of the flow. Uploading and posting are the caller's; they leave the draft as it is. */
export function applyIntent(draft: AdDraft, intent: WizardIntent, ctx: WizardContext): WizardResult {
  const none: FieldErrors = {};
  switch (intent.type) {
    case "category":
      return { draft: { ...draft, category: intent.slug, subcategory: "", step: 0 }, errors: none };
    case "subcategory":
      return { draft: { ...draft, subcategory: intent.slug, step: 0 }, errors: none };
    case "change-category":
      return { draft: { ...draft, category: "", subcategory: "", step: 0 }, errors: none };
    case "back":
      if (!draft.subcategory) return { draft: { ...draft, category: "" }, errors: none };
      // Back on step 0 clears the category: the picker shows again.
      if (draft.step === 0) return { draft: { ...draft, category: "", subcategory: "" }, errors: none };
      return { draft: { ...draft, step: draft.step - 1 }, errors: none };
    case "next": {
      const errors = stepErrors(draft, draft.step, ctx);
      if (Object.keys(errors).length > 0) return { draft, errors };
      const city = draft.step === 3 ? findCity(ctx.cities, draft.city) : undefined;
      return {
        draft: {
          ...draft,
          ...(city ? { city: city.name } : {}),
          step: Math.min(draft.step + 1, LAST_AD_STEP),
        },
        errors: none,
      };
    }
    case "goto":
      // Only back to a step already passed (the Edit buttons of the last step).
      if (Number.isInteger(intent.step) && intent.step >= 0 && intent.step <= draft.step) {
        return { draft: { ...draft, step: intent.step }, errors: none };
      }
      return { draft, errors: none };
    case "photo":
      return { draft: { ...draft, photos: movePhoto(draft.photos, intent.id, intent.move) }, errors: none };
    default:
      return { draft, errors: none };
  }
}
