import { callAuth } from "./auth-errors.server";
import type { Auth } from "./create-auth.server";

/** Where the link lands once it has confirmed the address: the settings page, which says so. */
export const EMAIL_CONFIRMED_CALLBACK = "/settings?notice=email-confirmed";

/**
 * Mails the signed-in member a fresh link that confirms their address (decision 025): for a member who never
 * opened the first one, joined with Google, or confirmed before links counted only when opened signed in — an
 * admin among them needs it to moderate.
 */
export async function sendEmailConfirmation(auth: Auth, request: { headers: Headers }, email: string) {
  await callAuth(() =>
    auth.api.sendVerificationEmail({
      body: { email, callbackURL: EMAIL_CONFIRMED_CALLBACK },
      headers: request.headers,
    }),
  );
}
