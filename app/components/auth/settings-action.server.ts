import type { AppLoadContext } from "react-router";
import { authRequest, requireUser } from "~/app/lib/session.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { changePassword } from "~/domain/accounts/change-password.server";
import { saveNotificationPreferences } from "~/domain/accounts/save-notification-preferences.server";
import { sendEmailConfirmation } from "~/domain/accounts/send-email-confirmation.server";
import { setPassword } from "~/domain/accounts/set-password.server";
import { signOutOtherDevices } from "~/domain/accounts/sign-out-other-devices.server";
import { updateAccount } from "~/domain/accounts/update-account.server";
import { m } from "~/i18n/paraglide/messages";
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
          title: m.account_toast_changes_saved(),
          description: emailChangeRequested
            ? m.account_settings_saved_email_link({ email: String(fields.email) })
            : m.account_settings_saved_details(),
        });
      } catch (err) {
        return formFailure(
          intent,
          err,
          m.account_settings_not_saved(),
          textValues(form, ["fullName", "email"]),
        );
      }
    case "preferences":
      await saveNotificationPreferences(context.services, user.id, fields);
      return redirectWithToast("/settings", {
        title: m.account_settings_preferences_saved(),
        description: m.account_settings_preferences_saved_description(),
      });
    case "password":
    case "set-password":
      try {
        await (intent === "password" ? changePassword : setPassword)(context.auth, fields, req);
        return redirectWithToast("/settings", {
          title: m.account_toast_password_changed(),
          description: m.account_settings_password_works(),
        });
      } catch (err) {
        return formFailure(intent, err, m.account_toast_password_not_changed());
      }
    case "confirm-email":
      if (!user.email || user.emailConfirmed)
        return redirectWithToast("/settings", {
          title: m.account_toast_success(),
          description: m.account_login_email_confirmed(),
        });
      try {
        await sendEmailConfirmation(context.auth, req, user.email);
        return redirectWithToast("/settings", {
          title: m.account_toast_success(),
          description: m.account_settings_confirmation_sent({ email: user.email }),
        });
      } catch (err) {
        return formFailure(intent, err, m.account_settings_confirmation_not_sent());
      }
    case "sign-out-others":
      try {
        await signOutOtherDevices(context.auth, req);
        return redirectWithToast("/settings", {
          title: m.account_toast_success(),
          description: m.account_settings_signed_out_others(),
        });
      } catch (err) {
        return formFailure(intent, err, m.account_toast_sign_out_failed());
      }
    default:
      return redirectWithToast("/settings", {
        title: m.account_settings_nothing_to_save(),
        variant: "destructive",
      });
  }
}
