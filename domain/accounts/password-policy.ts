import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./account-limits";
import { isCommonPassword } from "./common-passwords";

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
export const PASSWORD_TOO_COMMON = "This password is too common. Please choose one that is harder to guess.";

/** The one password rule of Mandi, for sign-up, reset and change alike: null when acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON;
  return null;
}
