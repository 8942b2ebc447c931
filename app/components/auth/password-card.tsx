import { Form } from "react-router";
import { FormAlert } from "~/app/components/ui/form-alert";
import { m } from "~/i18n/paraglide/messages";
import { AuthField } from "./auth-field";
import type { FormState } from "./form-state";
import { NewPasswordFields } from "./new-password-fields";
import { SettingsCard } from "./settings-card";
import { SubmitButton } from "./submit-button";
import { useBusy } from "./use-busy";
import { useResetAfterSave } from "./use-reset-after-save";

/** Change Password (current, new, confirm); an account without a password yet can set one. */
export function PasswordCard({ hasPassword, state }: { hasPassword: boolean; state: FormState | undefined }) {
  const intent = hasPassword ? "password" : "set-password";
  const busy = useBusy(intent);
  const mine = state?.intent === intent ? state : undefined;
  const form = useResetAfterSave(intent, mine !== undefined);
  return (
    <SettingsCard
      id="settings-password"
      title={m.account_settings_password_title()}
      description={hasPassword ? undefined : m.account_settings_password_none()}
    >
      <Form ref={form} method="post" className="space-y-4" noValidate>
        <input type="hidden" name="intent" value={intent} />
        {hasPassword ? (
          <AuthField
            id="settings-current-password"
            name="currentPassword"
            label={m.account_field_current_password()}
            type="password"
            autoComplete="current-password"
            maxLength={128}
            error={mine?.errors?.currentPassword}
          />
        ) : null}
        <NewPasswordFields idPrefix="settings" errors={mine?.errors} />
        <FormAlert message={mine?.formError} />
        <SubmitButton busy={busy} className="sm:w-auto">
          {hasPassword ? m.account_settings_change_password() : m.account_settings_set_password()}
        </SubmitButton>
      </Form>
    </SettingsCard>
  );
}
