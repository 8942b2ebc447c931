import { createHmac } from "node:crypto";

/** Identifiers under which the phone-number plugin stores a code as "<code>:<wrong tries>". */
export const PHONE_CODE_IDENTIFIER_PREFIXES = ["phone-number-otp-", "phone-number-reset-"] as const;
const HASHED = "h$";

export function phoneCodeIdentifier(kind: "otp" | "reset", phoneNumber: string): string {
  return `phone-number-${kind}-${phoneNumber}`;
}

/**
 * Codes are kept only as an HMAC keyed by the auth secret and salted with the identifier (the phone number), so a
 * database or Redis dump reveals no usable code. The submitted code is hashed the same way before it is compared.
 */
export function hashPhoneCode(secret: string, identifier: string, code: string): string {
  if (code.startsWith(HASHED)) return code;
  return HASHED + createHmac("sha256", secret).update(`${identifier}\n${code}`).digest("base64url");
}

/** The stored "<code>:<tries>" with its code hashed; values already hashed (a retry count bump) are left alone. */
export function hashStoredPhoneCode(secret: string, identifier: string, value: string): string {
  const separator = value.lastIndexOf(":");
  const code = separator === -1 ? value : value.slice(0, separator);
  const tries = separator === -1 ? "0" : value.slice(separator + 1);
  return `${hashPhoneCode(secret, identifier, code)}:${tries}`;
}

export function isPhoneCodeIdentifier(identifier: string): boolean {
  return PHONE_CODE_IDENTIFIER_PREFIXES.some((prefix) => identifier.startsWith(prefix));
}
