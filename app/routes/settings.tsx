import { AccountCard } from "~/app/components/auth/account-card";
import { DevicesCard } from "~/app/components/auth/devices-card";
import { PasswordCard } from "~/app/components/auth/password-card";
import { PreferencesCard } from "~/app/components/auth/preferences-card";
import { handleSettingsAction } from "~/app/components/auth/settings-action.server";
import { useFormToast } from "~/app/components/auth/use-form-toast";
import { PushDeviceCard } from "~/app/components/notifications/push-device-card";
import { pageMeta } from "~/app/lib/meta";
import { authRequest, requireUser } from "~/app/lib/session.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { getNotificationPreferences } from "~/domain/accounts/get-notification-preferences.server";
import { hasPassword } from "~/domain/accounts/has-password.server";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () =>
  pageMeta(m.account_settings_meta_title(), m.account_settings_meta_description());

/**
 * Back from a link sent from this page: a changed address, or a confirmation asked for here. better-auth adds
 * ?error= when the link was not valid.
 */
function linkNotice(url: URL) {
  const notice = url.searchParams.get("notice");
  const done =
    notice === "email-changed"
      ? { title: m.account_toast_changes_saved(), description: m.account_settings_email_confirmed() }
      : notice === "email-confirmed"
        ? { title: m.account_toast_success(), description: m.account_login_email_confirmed() }
        : null;
  if (!done) return null;
  return url.searchParams.get("error")
    ? redirectWithToast("/settings", {
        title: m.account_toast_verification_failed(),
        description: m.account_link_expired(),
        variant: "destructive",
      })
    : redirectWithToast("/settings", done);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const url = new URL(request.url);
  const back = linkNotice(url);
  if (back) throw back;
  const [preferences, withPassword] = await Promise.all([
    getNotificationPreferences(context.services, user.id),
    hasPassword(context.auth, authRequest(request, context)),
  ]);
  return { user, preferences, hasPassword: withPassword };
}

export async function action(args: Route.ActionArgs) {
  return handleSettingsAction(args);
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  useFormToast(actionData);
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-6">
      <h1 className="text-2xl font-bold">{m.account_settings_title()}</h1>
      <AccountCard user={loaderData.user} state={actionData} />
      <PreferencesCard preferences={loaderData.preferences} state={actionData} />
      <PushDeviceCard />
      <PasswordCard hasPassword={loaderData.hasPassword} state={actionData} />
      <DevicesCard />
    </main>
  );
}
