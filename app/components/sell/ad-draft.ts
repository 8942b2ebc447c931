import { formatPhoneNumber } from "~/domain/accounts/phone-number";
import type { SessionUser } from "~/domain/accounts/session-user";
import type { AdForEdit } from "~/domain/listings/get-listing-for-edit.server";
import { LAST_AD_STEP, MAX_AD_PHOTOS } from "~/domain/listings/listing-schemas";

/** A photo of the ad: chosen in this browser (`storageKey` unset until uploaded) or stored on the server. */
export interface DraftPhoto {
  id: string;
  storageKey?: string | undefined;
}

/** The ad as the /sell form holds it: text as typed, kept in the browser until posted. */
export interface AdDraft {
  category: string;
  subcategory: string;
  /** 0 to 5 once a subcategory is chosen (Details … Post). */
  step: number;
  title: string;
  description: string;
  condition: string;
  attributes: Record<string, string>;
  price: string;
  negotiable: boolean;
  photos: DraftPhoto[];
  city: string;
  locality: string;
  pincode: string;
  sellerName: string;
  sellerPhone: string;
  showPhone: boolean;
}

export interface SellerPrefill {
  name: string;
  phone: string;
  email: string | null;
}

export const EMPTY_DRAFT: AdDraft = {
  category: "",
  subcategory: "",
  step: 0,
  title: "",
  description: "",
  condition: "",
  attributes: {},
  price: "",
  negotiable: false,
  photos: [],
  city: "",
  locality: "",
  pincode: "",
  sellerName: "",
  sellerPhone: "",
  showPhone: false,
};

/** The signed-in user's name, phone and e-mail, which a new ad starts with; null for a visitor. */
export function sellerPrefill(user: SessionUser | null): SellerPrefill | null {
  if (!user) return null;
  return {
    name: user.name,
    phone: user.phoneNumber ? formatPhoneNumber(user.phoneNumber) : "",
    email: user.email,
  };
}

/** Fills the seller's name and phone from the account where the ad leaves them empty. */
export function withSeller(draft: AdDraft, seller: SellerPrefill | null): AdDraft {
  if (!seller) return draft;
  return {
    ...draft,
    sellerName: draft.sellerName || seller.name,
    sellerPhone: draft.sellerPhone || seller.phone,
  };
}

const text = (value: unknown, max = 6000) => (typeof value === "string" ? value.slice(0, max) : "");
const clampStep = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) ? Math.min(Math.max(n, 0), LAST_AD_STEP) : 0;
};

/** The draft as form fields (name, value): the hidden inputs of the steps not shown, and the JavaScript submit. */
export function draftFields(draft: AdDraft): [string, string][] {
  const fields: [string, string][] = [
    ["category", draft.category],
    ["subcategory", draft.subcategory],
    ["step", String(draft.step)],
    ["title", draft.title],
    ["description", draft.description],
    ["condition", draft.condition],
    ["price", draft.price],
    ["city", draft.city],
    ["locality", draft.locality],
    ["pincode", draft.pincode],
    ["sellerName", draft.sellerName],
    ["sellerPhone", draft.sellerPhone],
  ];
  if (draft.negotiable) fields.push(["negotiable", "true"]);
  if (draft.showPhone) fields.push(["showPhone", "true"]);
  for (const [key, value] of Object.entries(draft.attributes)) fields.push([`attributes.${key}`, value]);
  for (const photo of draft.photos) if (photo.storageKey) fields.push(["photos", photo.storageKey]);
  return fields;
}

/** Reads a posted form back into a draft (a browser without JavaScript carries the whole ad in the form). */
export function draftFromForm(form: FormData | URLSearchParams): AdDraft {
  const get = (name: string, max?: number) => text(form.get(name), max);
  const attributes: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (name.startsWith("attributes.") && typeof value === "string" && name.length < 40) {
      attributes[name.slice("attributes.".length)] = value.slice(0, 200);
    }
  }
  const keys = form.getAll("photos").filter((v): v is string => typeof v === "string" && v.length < 100);
  return {
    category: get("category", 80),
    subcategory: get("subcategory", 80),
    step: clampStep(form.get("step")),
    title: get("title", 300),
    description: get("description"),
    condition: get("condition", 20),
    attributes,
    price: get("price", 40),
    negotiable: form.get("negotiable") === "true" || form.get("negotiable") === "on",
    photos: [...new Set(keys)].slice(0, MAX_AD_PHOTOS).map((key) => ({ id: key, storageKey: key })),
    city: get("city", 100),
    locality: get("locality", 200),
    pincode: get("pincode", 20),
    sellerName: get("sellerName", 200),
    sellerPhone: get("sellerPhone", 40),
    showPhone: form.get("showPhone") === "true" || form.get("showPhone") === "on",
  };
}

/** What PostAdSchema takes: the draft with its uploaded photos' keys. */
export function draftToAd(draft: AdDraft) {
  const { step: _step, photos, ...rest } = draft;
  return { ...rest, photos: photos.flatMap((p) => (p.storageKey ? [p.storageKey] : [])) };
}

/** A draft read back from browser storage; anything malformed is dropped rather than trusted. */
export function parseStoredDraft(raw: string | null): AdDraft | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (typeof value !== "object" || value === null) return null;
    const attributes: Record<string, string> = {};
    if (typeof value.attributes === "object" && value.attributes !== null) {
      for (const [key, v] of Object.entries(value.attributes)) if (typeof v === "string") attributes[key] = v;
    }
    const photos = Array.isArray(value.photos)
      ? value.photos
          .filter((p): p is DraftPhoto => typeof p === "object" && p !== null && typeof p.id === "string")
          .map((p) => ({ id: p.id, storageKey: typeof p.storageKey === "string" ? p.storageKey : undefined }))
          .slice(0, MAX_AD_PHOTOS)
      : [];
    return {
      ...EMPTY_DRAFT,
      category: text(value.category),
      subcategory: text(value.subcategory),
      step: clampStep(value.step),
      title: text(value.title),
      description: text(value.description),
      condition: text(value.condition),
      attributes,
      price: text(value.price),
      negotiable: value.negotiable === true,
      photos,
      city: text(value.city),
      locality: text(value.locality),
      pincode: text(value.pincode),
      sellerName: text(value.sellerName),
      sellerPhone: text(value.sellerPhone),
      showPhone: value.showPhone === true,
    };
  } catch {
    return null;
  }
}

/** An ad being edited, as the form holds it. */
export function draftFromListing(listing: AdForEdit): AdDraft {
  const { ad } = listing;
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(ad.attributes ?? {})) attributes[key] = String(value);
  return {
    ...EMPTY_DRAFT,
    category: ad.category,
    subcategory: ad.subcategory,
    title: String(ad.title ?? ""),
    description: String(ad.description ?? ""),
    condition: typeof ad.condition === "string" ? ad.condition : "",
    attributes,
    price: ad.price === undefined || ad.price === null ? "" : String(ad.price),
    negotiable: ad.negotiable === true,
    photos: listing.photos.map((p) => ({ id: p.storageKey, storageKey: p.storageKey })),
    city: String(ad.city ?? ""),
    locality: typeof ad.locality === "string" ? ad.locality : "",
    pincode: typeof ad.pincode === "string" ? ad.pincode : "",
    sellerName: String(ad.sellerName ?? ""),
    sellerPhone: formatPhoneNumber(String(ad.sellerPhone ?? "")),
    showPhone: ad.showPhone === true,
  };
}
