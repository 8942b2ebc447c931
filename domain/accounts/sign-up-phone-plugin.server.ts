import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint, createAuthMiddleware } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";
import { PENDING_PHONE_FIELD, PHONE_TAKEN } from "./auth-guard-tools.server";
import { rememberSignUpPhone, signUpPhoneIdentifier } from "./sign-up-pending.server";

export const SIGN_UP_EXPIRED =
  "This sign-up has expired or was already completed. Please sign up again or log in.";

/**
 * A sign-up carries a phone number that must be proven before it is stored on the user (the unique
 * phone_number column only ever holds verified numbers). The after-hook remembers "this phone belongs to that new
 * user" for a day; POST /sign-up/verify-phone checks the SMS code, stores the phone and signs the user in.
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
            await rememberSignUpPhone(ctx, phoneNumber, userId);
          }),
        },
      ],
    },
    endpoints: {
      verifySignUpPhone: createAuthEndpoint(
        "/sign-up/verify-phone",
        {
          method: "POST",
          body: z.object({ phoneNumber: z.string(), code: z.string() }),
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
          const identifier = signUpPhoneIdentifier(phoneNumber);
          const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
          if (!pending || pending.expiresAt < new Date()) {
            throw new APIError("BAD_REQUEST", { code: "SIGN_UP_NOT_FOUND", message: SIGN_UP_EXPIRED });
          }
          await deps.consumeCode(phoneNumber, code);
          const owner = await ctx.context.adapter.findOne<{ id: string }>({
            model: "user",
            where: [{ field: "phoneNumber", value: phoneNumber }],
          });
          if (owner && owner.id !== pending.value) {
            throw new APIError("UNPROCESSABLE_ENTITY", { code: "PHONE_NUMBER_EXIST", message: PHONE_TAKEN });
          }
          const user = await ctx.context.internalAdapter.updateUser(pending.value, {
            phoneNumber,
            phoneNumberVerified: true,
          });
          if (!user)
            throw new APIError("BAD_REQUEST", { code: "SIGN_UP_NOT_FOUND", message: SIGN_UP_EXPIRED });
          await ctx.context.internalAdapter.deleteVerificationByIdentifier(identifier);
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
