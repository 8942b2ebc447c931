import type { AppLoadContext } from "react-router";
import { authRequest, withCookies } from "~/app/lib/session.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { signOut } from "~/domain/accounts/sign-out.server";

/** "Log out" from the avatar menu or the Profile tile: the spec's toast, then home. */
export async function logOut(request: Request, context: AppLoadContext) {
  try {
    const { headers } = await signOut(context.auth, authRequest(request, context));
    return redirectWithToast(
      "/",
      { title: "Logged Out", description: "You have been successfully logged out." },
      { headers: withCookies(headers) },
    );
  } catch (err) {
    return redirectWithToast("/profile", {
      title: "Sign out Failed",
      description: err instanceof Error && err.message ? err.message : "Something went wrong",
      variant: "destructive",
    });
  }
}
