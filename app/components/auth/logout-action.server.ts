import type { AppLoadContext } from "react-router";
import { authRequest, withCookies } from "~/app/lib/session.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { signOut } from "~/domain/accounts/sign-out.server";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";

/** "Log out" from the avatar menu or the Profile tile: the spec's toast, then home. */
export async function logOut(request: Request, context: AppLoadContext) {
  try {
    const { headers } = await signOut(context.auth, authRequest(request, context));
    return redirectWithToast(
      "/",
      { title: m.account_logout_title(), description: m.account_logout_description() },
      { headers: withCookies(headers) },
    );
  } catch (err) {
    return redirectWithToast("/profile", {
      title: m.account_toast_sign_out_failed(),
      description:
        err instanceof Error && err.message ? localizeText(err.message) : m.account_logout_something_wrong(),
      variant: "destructive",
    });
  }
}
