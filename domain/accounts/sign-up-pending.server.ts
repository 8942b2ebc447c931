import type { GenericEndpointContext } from "better-auth";
import { SIGN_UP_PHONE_PENDING_SECONDS } from "./account-limits";

type Ctx = Pick<GenericEndpointContext, "context">;

export function signUpPhoneIdentifier(phoneNumber: string): string {
  return `sign-up-phone-${phoneNumber}`;
}

export interface SignUpClaim {
  userId: string;
  /** When the sign-up named the phone (kept when a new code renews the claim). */
  claimedAt: number;
}

// Stored as "<user id>@<claimed at, ms>"; a bare user id (a claim made before the time was kept) counts as oldest.
function parseClaim(value: string): SignUpClaim {
  const at = value.lastIndexOf("@");
  if (at < 0) return { userId: value, claimedAt: 0 };
  return { userId: value.slice(0, at), claimedAt: Number(value.slice(at + 1)) || 0 };
}

/** The unfinished sign-up waiting for this phone's code, while that claim lasts. */
export async function pendingSignUp(ctx: Ctx, phoneNumber: string): Promise<SignUpClaim | null> {
  const claim = await ctx.context.internalAdapter.findVerificationValue(signUpPhoneIdentifier(phoneNumber));
  if (!claim || new Date(claim.expiresAt).getTime() <= Date.now()) return null;
  return parseClaim(claim.value);
}

/** The user whose unfinished sign-up is waiting for this phone's code, while that claim lasts. */
export async function pendingSignUpUser(ctx: Ctx, phoneNumber: string): Promise<string | null> {
  return (await pendingSignUp(ctx, phoneNumber))?.userId ?? null;
}

/**
 * "This phone number, once its code is verified, belongs to that new user". One claim per phone at a time: another
 * user's live claim is never replaced (returns false), else a second sign-up could take over the code the first
 * one is waiting for. The claim lives as long as a code (renewed by renewSignUpClaim when a code is sent).
 */
export async function claimSignUpPhone(ctx: Ctx, phoneNumber: string, userId: string): Promise<boolean> {
  const holder = await pendingSignUpUser(ctx, phoneNumber);
  if (holder && holder !== userId) return false;
  await writeClaim(ctx, phoneNumber, { userId, claimedAt: Date.now() });
  return true;
}

/** A new code was texted to the phone: the sign-up waiting for it waits as long as the code is valid. */
export async function renewSignUpClaim(ctx: Ctx, phoneNumber: string) {
  const claim = await pendingSignUp(ctx, phoneNumber);
  if (claim) await writeClaim(ctx, phoneNumber, claim);
}

async function writeClaim(ctx: Ctx, phoneNumber: string, claim: SignUpClaim) {
  const identifier = signUpPhoneIdentifier(phoneNumber);
  await ctx.context.internalAdapter.deleteVerificationByIdentifier(identifier);
  await ctx.context.internalAdapter.createVerificationValue({
    identifier,
    value: `${claim.userId}@${claim.claimedAt}`,
    expiresAt: new Date(Date.now() + SIGN_UP_PHONE_PENDING_SECONDS * 1000),
  });
}
