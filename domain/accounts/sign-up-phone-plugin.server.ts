import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint, createAuthMiddleware } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";
import { PENDING_PHONE_FIELD, PHONE_TAKEN } from "./auth-guard-tools.server";
import { normalizePhoneNumber } from "./phone-number";
import {
  claimSignUpPhone,
  pendingSignUp,
  renewSignUpClaim,
  signUpPhoneIdentifier,
} from "./sign-up-pending.server";

export const SIGN_UP_EXPIRED =
  "This sign-up has expired or was already completed. Please sign up again or log in.";

/**
 * A sign-up carries a phone number that must be proven before it is stored on the user (the unique
 * phone_number column only ever holds verified numbers). The after-hook remembers "this phone belongs to that new
 * user" while its code is valid (one claim per phone: sign-up-pending). POST /sign-up/verify-phone names the sign-up
 * it completes by its e-mail, so a code only ever completes the sign-up that is waiting for it; it checks the SMS code,
 * stores the phone and signs the user in.
 * `consumeCode` is the phone-number plugin's own check (expiry, 3 wrong tries), wired after the auth is built.
 */
export function signUpPhonePlugin(deps: {
  consumeCode: (phoneNumber: string, code: string) => Promise<void>;
}) {
  return {
    id: "mandi-sign-up-phone",
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === "/sign-up/email",
          handler: createAuthMiddleware(async (ctx) => {
            const phoneNumber = (ctx.body as Record<string, unknown> | undefined)?.[PENDING_PHONE_FIELD];
            const returned = ctx.context.returned as { user?: { id?: string } } | undefined;
            const userId = returned?.user?.id;
            if (typeof phoneNumber !== "string" || !phoneNumber || !userId || returned instanceof Error)
              return;
            await claimSignUpPhone(ctx, phoneNumber, userId);
          }),
        },
        {
          matcher: (ctx) => ctx.path === "/phone-number/send-otp",
          handler: createAuthMiddleware(async (ctx) => {
            const raw = (ctx.body as Record<string, unknown> | undefined)?.phoneNumber;
            const phoneNumber = typeof raw === "string" ? normalizePhoneNumber(raw) : null;
            if (!phoneNumber || ctx.context.returned instanceof Error) return;
            await renewSignUpClaim(ctx, phoneNumber);
          }),
        },
      ],
    },
    endpoints: {
      verifySignUpPhone: createAuthEndpoint(
        "/sign-up/verify-phone",
        {
          method: "POST",
          body: z.object({
            phoneNumber: z.string(),
            code: z.string(),
            /** The e-mail of the sign-up being completed, as POST /sign-up/email returned it. */
            email: z.string(),
          }),
          metadata: {
            openapi: {
              summary: "Verify the phone number of a new sign-up",
              description:
                "Checks the SMS code sent after POST /sign-up/email, stores the phone and signs in.",
            },
          },
        },
        async (ctx) => {
          const { phoneNumber, code } = ctx.body;
          const claim = await pendingSignUp(ctx, phoneNumber);
          const signUp = claim
            ? await ctx.context.adapter.findOne<{ id: string; email: string; emailConfirmedAt: Date | null }>(
                {
                  model: "user",
                  where: [{ field: "id", value: claim.userId }],
                },
              )
            : null;
          // The code completes only the sign-up that is waiting for it, never another one that named the same phone,
          // nor one made before its address was confirmed (or recovered) by its owner: decision 025.
          const confirmedAt = signUp?.emailConfirmedAt ? new Date(signUp.emailConfirmedAt).getTime() : 0;
          if (
            !claim ||
            !signUp ||
            signUp.email !== ctx.body.email.trim().toLowerCase() ||
            claim.claimedAt < confirmedAt
          ) {
            throw new APIError("BAD_REQUEST", { code: "SIGN_UP_NOT_FOUND", message: SIGN_UP_EXPIRED });
          }
          await deps.consumeCode(phoneNumber, code);
          const owner = await ctx.context.adapter.findOne<{ id: string }>({
            model: "user",
            where: [{ field: "phoneNumber", value: phoneNumber }],
          });
          if (owner && owner.id !== signUp.id) {
            throw new APIError("UNPROCESSABLE_ENTITY", { code: "PHONE_NUMBER_EXIST", message: PHONE_TAKEN });
          }
          const user = await ctx.context.internalAdapter.updateUser(signUp.id, {
            phoneNumber,
            phoneNumberVerified: true,
          });
          if (!user)
            throw new APIError("BAD_REQUEST", { code: "SIGN_UP_NOT_FOUND", message: SIGN_UP_EXPIRED });
          await ctx.context.internalAdapter.deleteVerificationByIdentifier(
            signUpPhoneIdentifier(phoneNumber),
          );
          const session = await ctx.context.internalAdapter.createSession(user.id);
          if (!session) throw new APIError("INTERNAL_SERVER_ERROR", { message: "Could not sign you in." });
          await setSessionCookie(ctx, { session, user });
          return ctx.json({
            status: true,
            token: session.token,
            user: { id: user.id, name: user.name, email: user.email, phoneNumber, phoneNumberVerified: true },
          });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
