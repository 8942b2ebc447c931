import { type AppLoadContext, data } from "react-router";
import { getUser } from "~/app/lib/session.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { FILE_TYPE_NOT_SUPPORTED, MAX_PHOTO_BYTES } from "~/domain/listings/ad-limits";
import { createListing } from "~/domain/listings/create-listing.server";
import { DUPLICATE_AD_TITLE, DuplicateAdError } from "~/domain/listings/find-duplicate-ad.server";
import { listCityOptions } from "~/domain/listings/list-city-options.server";
import {
  AUTHENTICATION_REQUIRED,
  type FieldErrors,
  INCOMPLETE_FORM,
  MAX_AD_PHOTOS,
} from "~/domain/listings/listing-schemas";
import type { PriceHintView } from "~/domain/listings/price-hint";
import { updateListing } from "~/domain/listings/update-listing.server";
import { uploadListingPhoto } from "~/domain/media/upload-listing-photo.server";
import { AppError } from "~/domain/shared/app-error";
import { type AdDraft, draftFromForm, draftToAd, sellerPrefill, withSeller } from "./ad-draft";
import { allErrors, applyIntent, parseIntent } from "./ad-wizard";
import { priceHintForDraft } from "./price-hint-for-draft.server";

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
      title: "Photos too large",
      description: "Please upload fewer or smaller photos.",
    });
  }
  const form = await request.formData();
  const user = await getUser(request, context);
  const draft = withSeller(draftFromForm(form), sellerPrefill(user));
  const intent = parseIntent(form.get("intent"));
  const withJs = form.get("js") === "1";
  const loginUrl = `/login?redirectTo=${encodeURIComponent(here)}`;

  if (intent?.type === "upload") {
    if (!user) return redirectWithToast(loginUrl, AUTHENTICATION_REQUIRED, 303);
    return data(await uploadFromForm(context, user.id, draft, form));
  }
  if (intent?.type !== "post") {
    const ctx = { cities: intent?.type === "next" ? await listCityOptions(context.services) : [] };
    const result = intent ? applyIntent(draft, intent, ctx) : { draft, errors: {} };
    const excludeId = mode.kind === "edit" ? mode.listingId : null;
    const priceHint = await priceHintForDraft(context.services, request, result.draft, excludeId);
    return data<SellActionData>({ ...result, priceHint });
  }

  if (!user) return redirectWithToast(loginUrl, AUTHENTICATION_REQUIRED, 303);
  const incomplete = allErrors(draft, { cities: await listCityOptions(context.services) });
  if (incomplete.firstStep >= 0) {
    return data<SellActionData>({
      draft: { ...draft, step: incomplete.firstStep },
      errors: incomplete.errors,
      notice: INCOMPLETE_FORM,
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
          { title: "Ad Posted Successfully!" },
          303,
        )
      : redirectWithToast(`/product/${saved.id}`, { title: "Changes Saved!" }, 303);
  } catch (err) {
    if (err instanceof DuplicateAdError) {
      const { id, title } = err.existing;
      // Answered like the form's other refusals (the page shows it); the API answers 409.
      return data<SellActionData>({
        draft,
        errors: {},
        duplicateOf: { id, title },
        notice: { title: DUPLICATE_AD_TITLE, description: `“${title}” is already on Mandi.` },
      });
    }
    if (!(err instanceof AppError) || err.code === "NOT_FOUND") throw err;
    const errors = err.fields ?? {};
    const notice =
      err.code === "VALIDATION"
        ? INCOMPLETE_FORM
        : { title: "Your ad could not be saved", description: err.message };
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
      if (!(err instanceof AppError)) throw err;
      notice =
        err.code === "UNSUPPORTED_MEDIA_TYPE"
          ? FILE_TYPE_NOT_SUPPORTED
          : { title: "Upload failed", description: err.message };
    }
  }
  const errors: FieldErrors = notice?.description ? { photos: notice.description } : {};
  return { draft: { ...draft, photos }, errors, notice };
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
