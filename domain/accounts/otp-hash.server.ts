import { createHmac } from "node:crypto";

/** Identifiers under which the phone-number plugin stores a code as "<code>:<wrong tries>". */
export const PHONE_CODE_IDENTIFIER_PREFIXES = ["phone-number-otp-", "phone-number-reset-"] as const;
const HASHED = "h$";

export function phoneCodeIdentifier(kind: "otp" | "reset", phoneNumber: string): string {
  return `phone-number-${kind}-${phoneNumber}`;
}

/**
 * Codes are kept only as an HMAC keyed by the auth secret and salted with the identifier (the phone number), so a
 * database or Redis dump reveals no usable code. A submitted code is always hashed before it is compared, whatever
 * it looks like: a stored hash typed in as the code is hashed again and matches nothing.
 */
export function hashPhoneCode(secret: string, identifier: string, code: string): string {
  return HASHED + createHmac("sha256", secret).update(`${identifier}\n${code}`).digest("base64url");
}

/**
 * The stored "<code>:<tries>" with its code hashed. Only here may a value arrive already hashed: better-auth writes
 * the stored hash back when it counts a wrong try or restores a code, and that value is never a user's input.
 */
export function hashStoredPhoneCode(secret: string, identifier: string, value: string): string {
  const separator = value.lastIndexOf(":");
  const code = separator === -1 ? value : value.slice(0, separator);
  const tries = separator === -1 ? "0" : value.slice(separator + 1);
  const hashed = code.startsWith(HASHED) ? code : hashPhoneCode(secret, identifier, code);
  return `${hashed}:${tries}`;
}

export function isPhoneCodeIdentifier(identifier: string): boolean {
  return PHONE_CODE_IDENTIFIER_PREFIXES.some((prefix) => identifier.startsWith(prefix));
}
