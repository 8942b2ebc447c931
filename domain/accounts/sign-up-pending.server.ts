import type { GenericEndpointContext } from "better-auth";
import { SIGN_UP_PHONE_PENDING_SECONDS } from "./account-limits";

type Ctx = Pick<GenericEndpointContext, "context">;

export function signUpPhoneIdentifier(phoneNumber: string): string {
  return `sign-up-phone-${phoneNumber}`;
}

/** The user whose unfinished sign-up is waiting for this phone's code, while that claim lasts. */
export async function pendingSignUpUser(ctx: Ctx, phoneNumber: string): Promise<string | null> {
  const claim = await ctx.context.internalAdapter.findVerificationValue(signUpPhoneIdentifier(phoneNumber));
  if (!claim || new Date(claim.expiresAt).getTime() <= Date.now()) return null;
  return claim.value;
}

/**
 * "This phone number, once its code is verified, belongs to that new user". One claim per phone at a time: another
 * user's live claim is never replaced (returns false), else a second sign-up could take over the code the first
 * one is waiting for. The claim lives as long as a code (renewed by renewSignUpClaim when a code is sent).
 */
export async function claimSignUpPhone(ctx: Ctx, phoneNumber: string, userId: string): Promise<boolean> {
  const holder = await pendingSignUpUser(ctx, phoneNumber);
  if (holder && holder !== userId) return false;
  await writeClaim(ctx, phoneNumber, userId);
  return true;
}

/** A new code was texted to the phone: the sign-up waiting for it waits as long as the code is valid. */
export async function renewSignUpClaim(ctx: Ctx, phoneNumber: string) {
  const holder = await pendingSignUpUser(ctx, phoneNumber);
  if (holder) await writeClaim(ctx, phoneNumber, holder);
}

async function writeClaim(ctx: Ctx, phoneNumber: string, userId: string) {
  const identifier = signUpPhoneIdentifier(phoneNumber);
  await ctx.context.internalAdapter.deleteVerificationByIdentifier(identifier);
  await ctx.context.internalAdapter.createVerificationValue({
    identifier,
    value: userId,
    expiresAt: new Date(Date.now() + SIGN_UP_PHONE_PENDING_SECONDS * 1000),
  });
}
