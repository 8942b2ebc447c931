import type { GenericEndpointContext } from "better-auth";
import { SIGN_UP_PHONE_PENDING_SECONDS } from "./account-limits";

export function signUpPhoneIdentifier(phoneNumber: string): string {
  return `sign-up-phone-${phoneNumber}`;
}

/** "This phone number, once its code is verified, belongs to that new user" — kept for a day. */
export async function rememberSignUpPhone(
  ctx: Pick<GenericEndpointContext, "context">,
  phoneNumber: string,
  userId: string,
) {
  await ctx.context.internalAdapter.createVerificationValue({
    identifier: signUpPhoneIdentifier(phoneNumber),
    value: userId,
    expiresAt: new Date(Date.now() + SIGN_UP_PHONE_PENDING_SECONDS * 1000),
  });
}
