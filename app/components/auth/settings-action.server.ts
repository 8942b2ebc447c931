import type { AppLoadContext } from "react-router";
import { authRequest, requireUser } from "~/app/lib/session.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { changePassword } from "~/domain/accounts/change-password.server";
import { saveNotificationPreferences } from "~/domain/accounts/save-notification-preferences.server";
import { setPassword } from "~/domain/accounts/set-password.server";
import { signOutOtherDevices } from "~/domain/accounts/sign-out-other-devices.server";
import { updateAccount } from "~/domain/accounts/update-account.server";
import { formFailure, textValues } from "./form-failure.server";

/** The four forms of /settings (a photo over 10 MB is cut off before this: server/auth/upload-limits.ts); each saves for real, for the signed-in user only, then shows the spec's toast. */
export async function handleSettingsAction({
  request,
  context,
}: {
  request: Request;
  context: AppLoadContext;
}) {
  const user = await requireUser(request, context);
  const req = authRequest(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const fields = Object.fromEntries([...form].filter(([, value]) => typeof value === "string"));

  switch (intent) {
    case "account":
      try {
        const photo = form.get("photo");
        const bytes =
          photo instanceof File && photo.size > 0 ? Buffer.from(await photo.arrayBuffer()) : undefined;
        const { emailChangeRequested } = await updateAccount(
          { auth: context.auth, services: context.services },
          user,
          { fields, photo: bytes },
          req,
        );
        return redirectWithToast("/settings", {
          title: "Changes Saved!",
          description: emailChangeRequested
            ? `We sent a link to ${String(fields.email)}. Your e-mail changes once you open it.`
            : "Your account details are saved.",
        });
      } catch (err) {
        return formFailure(intent, err, "Changes Not Saved", textValues(form, ["fullName", "email"]));
      }
    case "preferences":
      await saveNotificationPreferences(context.services, user.id, fields);
      return redirectWithToast("/settings", {
        title: "Preferences Saved!",
        description: "Your notification choices are saved.",
      });
    case "password":
    case "set-password":
      try {
        await (intent === "password" ? changePassword : setPassword)(context.auth, fields, req);
        return redirectWithToast("/settings", {
          title: "Password Changed!",
          description: "Your new password works from now on.",
        });
      } catch (err) {
        return formFailure(intent, err, "Password Not Changed");
      }
    case "sign-out-others":
      try {
        await signOutOtherDevices(context.auth, req);
        return redirectWithToast("/settings", {
          title: "Success!",
          description: "You have been signed out of all other devices.",
        });
      } catch (err) {
        return formFailure(intent, err, "Sign out Failed");
      }
    default:
      return redirectWithToast("/settings", { title: "Nothing to save", variant: "destructive" });
  }
}
