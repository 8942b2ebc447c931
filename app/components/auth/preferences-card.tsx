import { Form } from "react-router";
import type { NotificationPreferences } from "~/domain/accounts/accounts-schemas";
import { SettingsCard } from "./settings-card";
import { SubmitButton } from "./submit-button";
import { useBusy } from "./use-busy";

const SWITCHES: { name: keyof NotificationPreferences; label: string; description: string }[] = [
  {
    name: "newMessages",
    label: "New Messages",
    description: "An e-mail when a buyer or seller writes to you.",
  },
  {
    name: "promotionalEmails",
    label: "Promotional Emails",
    description: "Offers, tips and featured ads from Mandi.",
  },
  {
    name: "productUpdates",
    label: "Product Updates",
    description: "An e-mail about your ads and the ads you saved: reminders, sold, price drops.",
  },
];

/** Notification Preferences: three switches (native checkboxes, so they work without JavaScript). */
export function PreferencesCard({ preferences }: { preferences: NotificationPreferences }) {
  const busy = useBusy("preferences");
  return (
    <SettingsCard id="settings-preferences" title="Notification Preferences">
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="preferences" />
        <ul className="divide-y divide-slate-200">
          {SWITCHES.map(({ name, label, description }) => (
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
          Save Preferences
        </SubmitButton>
      </Form>
    </SettingsCard>
  );
}
