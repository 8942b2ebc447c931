import type { AppLoadContext } from "react-router";
import { getUser } from "~/app/lib/session.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { describeGoogleError } from "~/domain/accounts/start-google-sign-in.server";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";
import { loginUrl } from "./auth-urls";

/**
 * Where better-auth sends the browser back to after Google or an e-mail link: turns `?notice=` into the spec's
 * toast on the right page. Returns null when the request carries no notice.
 */
export async function loginNotice(request: Request, context: AppLoadContext, redirectTo: string) {
  const url = new URL(request.url);
  const error = url.searchParams.get("error");
  switch (url.searchParams.get("notice")) {
    case "google": {
      const user = await getUser(request, context);
      if (user)
        return redirectWithToast(redirectTo, {
          title: m.account_toast_welcome_back(),
          description: m.account_toast_logged_in(),
        });
      return redirectWithToast(loginUrl("options", { redirectTo }), {
        title: m.account_toast_verification_failed(),
        description: m.account_login_google_could_not(),
        variant: "destructive",
      });
    }
    case "google-failed":
      return redirectWithToast(loginUrl("options", { redirectTo }), {
        title: m.account_toast_google_failed(),
        description: localizeText(describeGoogleError(error)),
        variant: "destructive",
      });
    case "email-verified": {
      const user = await getUser(request, context);
      const next = user ? "/" : loginUrl("options");
      if (error) {
        return redirectWithToast(next, {
          title: m.account_toast_verification_failed(),
          // INVALID_USER: opened in a browser signed in to another account (email-link-gate.server.ts).
          description: error === "INVALID_USER" ? m.account_link_other_account() : m.account_link_expired(),
          variant: "destructive",
        });
      }
      return redirectWithToast(next, {
        title: m.account_toast_success(),
        description: m.account_login_email_confirmed(),
      });
    }
    default:
      return null;
  }
}
