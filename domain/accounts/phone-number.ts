/** India's country code; a number without one is taken to be Indian (spec section 1). */
export const DEFAULT_COUNTRY_CODE = "91";

export const INVALID_PHONE_MESSAGE = "Please enter a valid phone number, e.g. +91 98765 43210.";

/**
 * Turns what people type into E.164: "98765 43210", "09876543210", "+91 98765 43210" and "0091 98765-43210" all
 * become "+919876543210". Returns null for anything that cannot be a phone number. Indian numbers must be
 * 10-digit mobiles (starting 6–9); other country codes are accepted as 8 to 15 digits in all.
 */
export function normalizePhoneNumber(input: string): string | null {
  const trimmed = input.trim();
  if (!/^[+\d][\d\s().-]*$/.test(trimmed)) return null;
  const hasPlus = trimmed.startsWith("+");
  let digits = trimmed.replace(/\D/g, "");
  if (!hasPlus && digits.startsWith("00")) digits = digits.slice(2);
  else if (!hasPlus) {
    // Without an international prefix the number is Indian: 10 digits, maybe a trunk 0 or the 91 in front.
    if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
    if (digits.length === 10) digits = DEFAULT_COUNTRY_CODE + digits;
    if (!digits.startsWith(DEFAULT_COUNTRY_CODE)) return null;
  }
  if (digits.startsWith(DEFAULT_COUNTRY_CODE)) {
    return /^91[6-9]\d{9}$/.test(digits) ? `+${digits}` : null;
  }
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
}

export function isE164(value: string): boolean {
  return /^\+[1-9]\d{7,14}$/.test(value);
}

/** "+919876543210" → "+91 98765 43210" for display; other numbers are shown as stored. */
export function formatPhoneNumber(e164: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return match ? `+91 ${match[1]} ${match[2]}` : e164;
}
