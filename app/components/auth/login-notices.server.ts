import type { AppLoadContext } from "react-router";
import { getUser } from "~/app/lib/session.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { describeGoogleError } from "~/domain/accounts/start-google-sign-in.server";
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
          title: "Welcome Back!",
          description: "You are now logged in.",
        });
      return redirectWithToast(loginUrl("options", { redirectTo }), {
        title: "Verification Failed",
        description: "Could not log you in. Please try again.",
        variant: "destructive",
      });
    }
    case "google-failed":
      return redirectWithToast(loginUrl("options", { redirectTo }), {
        title: "Sign in with Google failed",
        description: describeGoogleError(error),
        variant: "destructive",
      });
    case "email-verified": {
      const user = await getUser(request, context);
      const next = user ? "/" : loginUrl("options");
      if (error) {
        return redirectWithToast(next, {
          title: "Verification Failed",
          description: "This link has expired or was already used. Please ask for a new one.",
          variant: "destructive",
        });
      }
      return redirectWithToast(next, { title: "Success!", description: "Your e-mail address is confirmed." });
    }
    default:
      return null;
  }
}
