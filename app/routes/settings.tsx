import { AccountCard } from "~/app/components/auth/account-card";
import { DevicesCard } from "~/app/components/auth/devices-card";
import { PasswordCard } from "~/app/components/auth/password-card";
import { PreferencesCard } from "~/app/components/auth/preferences-card";
import { handleSettingsAction } from "~/app/components/auth/settings-action.server";
import { useFormToast } from "~/app/components/auth/use-form-toast";
import { pageMeta } from "~/app/lib/meta";
import { authRequest, requireUser } from "~/app/lib/session.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { getNotificationPreferences } from "~/domain/accounts/get-notification-preferences.server";
import { hasPassword } from "~/domain/accounts/has-password.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Settings",
    "Your Mandi account settings: profile photo, name, e-mail, notifications and password.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const url = new URL(request.url);
  if (url.searchParams.get("notice") === "email-changed") {
    // Back from the link sent to a new address (better-auth adds ?error= when it was not valid).
    throw url.searchParams.get("error")
      ? redirectWithToast("/settings", {
          title: "Verification Failed",
          description: "This link has expired or was already used. Please ask for a new one.",
          variant: "destructive",
        })
      : redirectWithToast("/settings", {
          title: "Changes Saved!",
          description: "Your new e-mail address is confirmed.",
        });
  }
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
      <h1 className="text-2xl font-bold">Settings</h1>
      <AccountCard user={loaderData.user} state={actionData} />
      <PreferencesCard preferences={loaderData.preferences} />
      <PasswordCard hasPassword={loaderData.hasPassword} state={actionData} />
      <DevicesCard />
    </main>
  );
}
