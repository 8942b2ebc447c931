import { AVATAR_MAX_BYTES } from "~/domain/accounts/account-limits";
import { AVATAR_TOO_LARGE } from "~/domain/accounts/store-avatar.server";
import { MAX_AD_PHOTOS } from "~/domain/listings/listing-schemas";
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE } from "~/domain/shared/ad-limits";

/** Every request body not listed below: far more than any form or JSON body of Mandi, far less than an upload. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * A url-encoded form or a JSON body carries no file, and its longest field is 5,000 characters (an ad's
 * description, a cover letter): 45 kB even in Devanagari, each letter 9 characters once encoded (6 in JSON's \u
 * escapes). Reading is linear but not free: a megabyte of "+" costs ~100 ms of CPU in the platform's own form
 * parser, and a megabyte of JSON ~40 ms to decode, check and parse again for the route's validator. So a larger
 * one is refused before it is read (issue 25 §1).
 */
export const TEXT_BODY_LIMIT = 128 * 1024;

// Room for the multipart framing and the few other fields of a form that carries one file.
const ONE_FILE_ALLOWANCE = 64 * 1024;
// The /sell form carries the whole draft of the ad besides its photos.
const SELL_FORM_ALLOWANCE = 1024 * 1024;

export interface UploadRoute {
  /** Matches the path; the `.data` twin of a page is listed with it, so it cannot bypass the page's limit. */
  path: RegExp;
  method: string;
  /** For a signed-in caller only: anyone else gets DEFAULT_BODY_LIMIT, before a byte of the body is read. */
  maxBytes: number;
  /** What a body over the limit is told, and the form field it belongs to. */
  tooLarge: { message: string; field?: string };
}

/**
 * The routes that take files. Page forms without JavaScript send their photos with the form: /sell up to
 * MAX_AD_PHOTOS photos, /settings one profile photo.
 */
export const UPLOAD_ROUTES: readonly UploadRoute[] = [
  {
    path: /^\/sell(\/[^/]+\/edit)?(\.data)?\/?$/,
    method: "POST",
    maxBytes: MAX_AD_PHOTOS * MAX_PHOTO_BYTES + SELL_FORM_ALLOWANCE,
    tooLarge: { message: "Please upload fewer or smaller photos.", field: "photos" },
  },
  {
    path: /^\/settings(\.data)?\/?$/,
    method: "POST",
    maxBytes: AVATAR_MAX_BYTES + ONE_FILE_ALLOWANCE,
    tooLarge: { message: AVATAR_TOO_LARGE, field: "photo" },
  },
  {
    path: /^\/api\/v1\/photos\/?$/,
    method: "POST",
    maxBytes: MAX_PHOTO_BYTES + ONE_FILE_ALLOWANCE,
    tooLarge: { message: PHOTO_TOO_LARGE, field: "photo" },
  },
  {
    path: /^\/api\/v1\/conversations\/[^/]+\/photos\/?$/,
    method: "POST",
    maxBytes: MAX_PHOTO_BYTES + ONE_FILE_ALLOWANCE,
    tooLarge: { message: PHOTO_TOO_LARGE, field: "photo" },
  },
  {
    path: /^\/api\/v1\/me\/avatar\/?$/,
    method: "PUT",
    maxBytes: AVATAR_MAX_BYTES + ONE_FILE_ALLOWANCE,
    tooLarge: { message: AVATAR_TOO_LARGE },
  },
];

export function uploadRoute(method: string, path: string): UploadRoute | undefined {
  return UPLOAD_ROUTES.find((route) => route.method === method && route.path.test(path));
}

/**
 * Reads a body to its end, counting while it streams in (a chunked body has no Content-Length to trust):
 * "too-large" as soon as it passes maxBytes, without reading the rest; "broken" when the client cut it off.
 */
export async function readLimited(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | "too-large" | "broken"> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        // Not cancelled: cancelling would destroy the socket before the refusal is written. The response
        // carries Connection: close, so the rest is never read into memory.
        reader.releaseLock();
        return "too-large";
      }
      chunks.push(value);
    }
  } catch {
    return "broken";
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
