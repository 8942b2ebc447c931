import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import type { Services } from "../shared/services";
import { gateEmailLink, recordEmailConfirmation, resendForUnconfirmed } from "./email-link-gate.server";
import { recoverUnconfirmedAccount } from "./recover-unconfirmed-account.server";

/**
 * Who owns an account whose address nobody has proven yet (issue 25 §4, decision 025): a confirmation link counts
 * only for a browser signed in to the account, and recovery by an e-mailed link hands the owner the account with
 * nothing anyone added before.
 */
export function accountClaimsPlugin(deps: Pick<Services, "db">) {
  return {
    id: "mandi-account-claims",
    hooks: {
      before: [
        { matcher: (ctx) => ctx.path === "/verify-email", handler: createAuthMiddleware(gateEmailLink) },
        {
          matcher: (ctx) => ctx.path === "/send-verification-email",
          handler: createAuthMiddleware(resendForUnconfirmed),
        },
        {
          matcher: (ctx) => ctx.path === "/reset-password",
          handler: createAuthMiddleware((ctx) => recoverUnconfirmedAccount(ctx, deps)),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === "/verify-email",
          handler: createAuthMiddleware(recordEmailConfirmation),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
