import { AppError } from "../shared/app-error";
import { callAuth } from "./auth-errors.server";
import type { Auth } from "./create-auth.server";

/**
 * Starts Google's redirect flow (state and PKCE kept by better-auth in a cookie and the database). Returns where
 * to send the browser and the cookie to set. `afterSignIn` and `onError` are same-site paths.
 */
export async function startGoogleSignIn(
  auth: Auth,
  input: { afterSignIn: string; onError: string },
  request: { headers: Headers },
) {
  const result = await callAuth(() =>
    auth.api.signInSocial({
      body: {
        provider: "google",
        callbackURL: input.afterSignIn,
        newUserCallbackURL: input.afterSignIn,
        errorCallbackURL: input.onError,
        disableRedirect: true,
      },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
  const url = result.response && "url" in result.response ? result.response.url : undefined;
  if (!url) throw new AppError("UNAVAILABLE", "server_accounts_google_no_answer");
  return { url, headers: result.headers };
}

/** What the error codes Google's flow comes back with mean to a person. */
export function describeGoogleError(code: string | null): string {
  switch (code) {
    case "account_not_linked":
      return "An account already uses this e-mail. Log in with your password and confirm your e-mail address, then try Google again.";
    case "access_denied":
      return "You cancelled the sign-in with Google.";
    case "state_mismatch":
    case "please_restart_the_process":
      return "The sign-in took too long or was started in another tab. Please try again.";
    case "email_not_found":
      return "Google did not share an e-mail address with Mandi.";
    default:
      return "Something went wrong";
  }
}
