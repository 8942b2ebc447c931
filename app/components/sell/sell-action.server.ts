import { type AppLoadContext, data } from "react-router";
import { getUser } from "~/app/lib/session.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { resolveAdPlace } from "~/domain/geo/resolve-ad-place.server";
import { createListing } from "~/domain/listings/create-listing.server";
import { DuplicateAdError } from "~/domain/listings/find-duplicate-ad.server";
import { type FieldErrors, MAX_AD_PHOTOS } from "~/domain/listings/listing-schemas";
import type { PriceHintView } from "~/domain/listings/price-hint";
import { updateListing } from "~/domain/listings/update-listing.server";
import { uploadListingPhoto } from "~/domain/media/upload-listing-photo.server";
import { MAX_PHOTO_BYTES } from "~/domain/shared/ad-limits";
import { AppError } from "~/domain/shared/app-error";
import { refusalOf } from "~/domain/shared/app-error-refusal";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";
import { type AdDraft, draftFromForm, draftToAd, sellerPrefill, withSeller } from "./ad-draft";
import { allErrors, applyIntent, parseIntent, type WizardContext } from "./ad-wizard";
import { priceHintForDraft } from "./price-hint-for-draft.server";
import {
  authenticationRequiredNotice,
  fileTypeNotSupportedNotice,
  incompleteFormNotice,
} from "./sell-notices";

export interface SellNotice {
  title: string;
  description?: string | undefined;
}

export interface SellActionData {
  draft: AdDraft;
  errors: FieldErrors;
  /** Shown as a toast (and, without JavaScript, as an alert above the form). */
  notice?: SellNotice | undefined;
  /** Set when the browser posted with JavaScript: it clears the draft and moves on itself. */
  saved?: { id: number; title: string } | undefined;
  /** The seller's own ad this one repeats: the page links to it instead of posting it again. */
  duplicateOf?: { id: number; title: string } | undefined;
  /** On the price step: how the price compares with similar ads (the page updates it as the price is typed). */
  priceHint?: PriceHintView | null | undefined;
}

export type SellMode = { kind: "create" } | { kind: "edit"; listingId: number };

// A browser without JavaScript sends the chosen photos with the form: at most 12 of 15 MB, plus the fields.
const MAX_FORM_BYTES = MAX_AD_PHOTOS * MAX_PHOTO_BYTES + 1024 * 1024;

/** The /sell and /sell/:id/edit form action: every button of the flow, then posting or saving the ad. */
export async function handleSellAction(request: Request, context: AppLoadContext, mode: SellMode) {
  const here = new URL(request.url).pathname;
  if (Number(request.headers.get("content-length") ?? 0) > MAX_FORM_BYTES) {
    throw redirectWithToast(here, {
      title: m.sell_toast_too_large_title(),
      description: m.sell_toast_too_large_description(),
    });
  }
  const form = await request.formData();
  const user = await getUser(request, context);
  let draft = withSeller(draftFromForm(form), sellerPrefill(user));
  const intent = parseIntent(form.get("intent"));
  const withJs = form.get("js") === "1";
  const loginUrl = `/login?redirectTo=${encodeURIComponent(here)}`;

  if (intent?.type === "upload") {
    if (!user) return redirectWithToast(loginUrl, authenticationRequiredNotice(), 303);
    return data(await uploadFromForm(context, user.id, draft, form));
  }
  if (intent?.type !== "post") {
    const placed =
      intent?.type === "next" && draft.step === 3 ? await placeDraft(context, draft) : { draft, ctx: NONE };
    const result = intent ? applyIntent(placed.draft, intent, placed.ctx) : { draft, errors: {} };
    const excludeId = mode.kind === "edit" ? mode.listingId : null;
    const priceHint = await priceHintForDraft(context.services, request, result.draft, excludeId);
    return data<SellActionData>({ ...result, priceHint });
  }

  if (!user) return redirectWithToast(loginUrl, authenticationRequiredNotice(), 303);
  const placed = await placeDraft(context, draft);
  draft = placed.draft;
  const incomplete = allErrors(draft, placed.ctx);
  if (incomplete.firstStep >= 0) {
    return data<SellActionData>({
      draft: { ...draft, step: incomplete.firstStep },
      errors: incomplete.errors,
      notice: incompleteFormNotice(),
    });
  }
  try {
    const saved =
      mode.kind === "create"
        ? await createListing(context.services, { userId: user.id, ad: draftToAd(draft) })
        : await updateListing(context.services, {
            userId: user.id,
            listingId: mode.listingId,
            changes: draftToAd(draft),
          });
    if (withJs)
      return data<SellActionData>({ draft, errors: {}, saved: { id: saved.id, title: saved.title } });
    return mode.kind === "create"
      ? redirectWithToast(
          `/post-success?title=${encodeURIComponent(saved.title)}&id=${saved.id}`,
          { title: m.sell_toast_posted() },
          303,
        )
      : redirectWithToast(`/product/${saved.id}`, { title: m.sell_toast_saved() }, 303);
  } catch (err) {
    if (err instanceof DuplicateAdError) {
      const { id, title } = err.existing;
      // Answered like the form's other refusals (the page shows it); the API answers 409.
      return data<SellActionData>({
        draft,
        errors: {},
        duplicateOf: { id, title },
        notice: { title: m.sell_duplicate_title(), description: m.sell_duplicate_already({ title }) },
      });
    }
    const refusal = refusalOf(err);
    if (refusal.code === "NOT_FOUND") throw err;
    const errors = refusal.fields ?? {};
    const notice =
      refusal.code === "VALIDATION"
        ? incompleteFormNotice()
        : { title: m.sell_toast_not_saved_title(), description: refusal.message };
    return data<SellActionData>({
      draft: { ...draft, step: stepOfField(Object.keys(errors)[0]) },
      errors,
      notice,
    });
  }
}

/** Without JavaScript the Media step posts the chosen files; each is stored like an upload through the API. */
async function uploadFromForm(
  context: AppLoadContext,
  userId: string,
  draft: AdDraft,
  form: FormData,
): Promise<SellActionData> {
  const files = form.getAll("photoFiles").filter((f): f is File => f instanceof File && f.size > 0);
  const room = Math.max(0, MAX_AD_PHOTOS - draft.photos.length);
  const photos = [...draft.photos];
  let notice: SellNotice | undefined;
  for (const file of files.slice(0, room)) {
    try {
      const stored = await uploadListingPhoto(context.services, {
        userId,
        image: Buffer.from(await file.arrayBuffer()),
      });
      photos.push({ id: stored.storageKey, storageKey: stored.storageKey });
    } catch (err) {
      const refusal = refusalOf(err);
      notice =
        refusal.code === "UNSUPPORTED_MEDIA_TYPE"
          ? fileTypeNotSupportedNotice()
          : { title: m.sell_toast_upload_failed_title(), description: refusal.message };
    }
  }
  const errors: FieldErrors = notice?.description ? { photos: notice.description } : {};
  return { draft: { ...draft, photos }, errors, notice };
}

const NONE: WizardContext = { cities: [] };

/**
 * The Location step without JavaScript: the City field may name any town, a locality or a PIN; the draft takes the
 * town it is listed under (and the locality and PIN it implies), and the wizard knows that town.
 */
async function placeDraft(
  context: AppLoadContext,
  draft: AdDraft,
): Promise<{ draft: AdDraft; ctx: WizardContext }> {
  const pincode = /^[1-9]\d{5}$/.test(draft.pincode.trim()) ? draft.pincode.trim() : undefined;
  const place = await resolveAdPlace(context.services.db, {
    city: draft.city,
    locality: draft.locality.trim() || undefined,
    pincode,
  });
  if (!place) return { draft, ctx: NONE };
  return {
    draft: {
      ...draft,
      city: place.city,
      locality: draft.locality || place.locality || "",
      pincode: draft.pincode || place.pincode || "",
    },
    ctx: { cities: [{ name: place.city, state: place.state }] },
  };
}

const FIELD_STEPS: [RegExp, number][] = [
  [/^(title|description|condition|category|subcategory)$/, 0],
  [/^(price|negotiable|attributes\.salary)/, 1],
  [/^attributes\./, 0],
  [/^photos/, 2],
  [/^(city|locality|pincode)$/, 3],
  [/^(sellerName|sellerPhone|showPhone)$/, 4],
];

function stepOfField(field: string | undefined): number {
  return FIELD_STEPS.find(([pattern]) => field && pattern.test(field))?.[1] ?? 5;
}
