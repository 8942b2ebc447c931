import { eq } from "drizzle-orm";
import { pushSubscriptions } from "~/db/schema";
import type { Services } from "../shared/services";
import type { Ctx } from "./auth-guard-tools.server";

interface StoredUser {
  id: string;
  emailConfirmedAt?: Date | string | null | undefined;
}

/**
 * POST /reset-password (the e-mailed link), before better-auth sets the new password. On an account whose address
 * was never confirmed, the link is the first proof of who owns it, and nothing else on the account is proven: a
 * stranger may have signed up with the address and added their phone, password or Google. So the owner gets the
 * account with the address alone — every other sign-in method, session and push device goes, the new password is
 * the only one, and the address counts as confirmed (decision 025). A confirmed account resets as usual.
 * An invalid or expired token changes nothing here: better-auth refuses it.
 */
export async function recoverUnconfirmedAccount(ctx: Ctx, deps: Pick<Services, "db">) {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const token = body.token ?? (ctx.query as Record<string, unknown> | undefined)?.token;
  if (typeof token !== "string" || !token) return;
  const { internalAdapter } = ctx.context;
  const link = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!link || new Date(link.expiresAt).getTime() <= Date.now()) return;
  const user = (await internalAdapter.findUserById(link.value)) as StoredUser | null;
  if (!user || user.emailConfirmedAt) return;

  await internalAdapter.deleteUserSessions(user.id);
  for (const account of await internalAdapter.findAccounts(user.id)) {
    await internalAdapter.deleteAccount(account.id);
  }
  await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
  // A sign-up still waiting for a phone code is refused from now on (sign-up-pending: claims older than this).
  await internalAdapter.updateUser(user.id, {
    phoneNumber: null,
    phoneNumberVerified: false,
    emailVerified: true,
    emailConfirmedAt: new Date(),
  });
}
