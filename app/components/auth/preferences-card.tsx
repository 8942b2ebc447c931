import { Form } from "react-router";
import { FormAlert } from "~/app/components/ui/form-alert";
import type { NotificationPreferences } from "~/domain/accounts/accounts-schemas";
import { m } from "~/i18n/paraglide/messages";
import type { FormState } from "./form-state";
import { SettingsCard } from "./settings-card";
import { SubmitButton } from "./submit-button";
import { useBusy } from "./use-busy";

const switches = (): { name: keyof NotificationPreferences; label: string; description: string }[] => [
  {
    name: "newMessages",
    label: m.account_pref_new_messages(),
    description: m.account_pref_new_messages_description(),
  },
  {
    name: "promotionalEmails",
    label: m.account_pref_promotional(),
    description: m.account_pref_promotional_description(),
  },
  {
    name: "productUpdates",
    label: m.account_pref_product_updates(),
    description: m.account_pref_product_updates_description(),
  },
];

/**
 * Notification Preferences: three switches (native checkboxes, so they work without JavaScript). A switch sent
 * with a value the form never sends comes back marked, with the server's message (server/action-refusals.ts).
 */
export function PreferencesCard({
  preferences,
  state,
}: {
  preferences: NotificationPreferences;
  state?: FormState | undefined;
}) {
  const busy = useBusy("preferences");
  const errors = state?.intent === "preferences" ? state.errors : undefined;
  const refused = errors ? Object.values(errors)[0] : undefined;
  return (
    <SettingsCard id="settings-preferences" title={m.account_settings_preferences_title()}>
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="preferences" />
        <div id="settings-preferences-error">
          <FormAlert message={refused} />
        </div>
        <ul className="divide-y divide-slate-200">
          {switches().map(({ name, label, description }) => (
            <li key={name}>
              <label className="flex min-h-14 cursor-pointer items-center justify-between gap-4 py-3">
                <span>
                  <span className="block font-semibold">{label}</span>
                  <span className="block text-sm text-slate-600">{description}</span>
                </span>
                <input
                  type="checkbox"
                  // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox states "checked" itself (ARIA in HTML: no aria-checked).
                  role="switch"
                  name={name}
                  defaultChecked={preferences[name]}
                  aria-invalid={errors?.[name] ? true : undefined}
                  aria-describedby={errors?.[name] ? "settings-preferences-error" : undefined}
                  className="peer sr-only"
                />
                <span
                  aria-hidden="true"
                  className="relative h-7 w-12 shrink-0 rounded-full bg-slate-300 transition-colors peer-checked:bg-brand peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand after:absolute after:top-1 after:left-1 after:size-5 after:rounded-full after:bg-white after:transition-transform peer-checked:after:translate-x-5"
                />
              </label>
            </li>
          ))}
        </ul>
        <SubmitButton busy={busy} className="sm:w-auto">
          {m.account_settings_save_preferences()}
        </SubmitButton>
      </Form>
    </SettingsCard>
  );
}
