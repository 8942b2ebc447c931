import { Form } from "react-router";
import { FormAlert } from "~/app/components/ui/form-alert";
import type { SessionUser } from "~/domain/accounts/session-user";
import { m } from "~/i18n/paraglide/messages";
import { AuthField } from "./auth-field";
import type { FormState } from "./form-state";
import { PhotoDropZone } from "./photo-drop-zone";
import { SettingsCard } from "./settings-card";
import { SubmitButton } from "./submit-button";
import { useBusy } from "./use-busy";
import { useResetAfterSave } from "./use-reset-after-save";

/** Account: profile photo, full name and e-mail (a new address is confirmed by a link sent to it). */
export function AccountCard({ user, state }: { user: SessionUser; state: FormState | undefined }) {
  const busy = useBusy("account");
  const mine = state?.intent === "account" ? state : undefined;
  const form = useResetAfterSave("account", mine !== undefined);
  return (
    <SettingsCard id="settings-account" title={m.account_settings_account_title()}>
      <Form ref={form} method="post" encType="multipart/form-data" className="space-y-4" noValidate>
        <input type="hidden" name="intent" value="account" />
        <PhotoDropZone user={user} error={mine?.errors?.photo} />
        <AuthField
          id="settings-name"
          name="fullName"
          label={m.account_field_full_name()}
          autoComplete="name"
          maxLength={100}
          defaultValue={mine?.values?.fullName ?? user.name}
          error={mine?.errors?.fullName}
        />
        <AuthField
          id="settings-email"
          name="email"
          label={m.account_field_email()}
          type="email"
          autoComplete="email"
          maxLength={254}
          required={user.email !== null}
          hint={m.account_settings_email_hint()}
          defaultValue={mine?.values?.email ?? user.email ?? ""}
          error={mine?.errors?.email}
        />
        <FormAlert message={mine?.formError} />
        <SubmitButton busy={busy} className="sm:w-auto">
          {m.account_settings_save_changes()}
        </SubmitButton>
      </Form>
      {user.email && !user.emailConfirmed ? <ConfirmEmailForm state={state} /> : null}
    </SettingsCard>
  );
}

/** An address never confirmed by a link opened signed in (decision 025): a fresh link, one tap away. */
function ConfirmEmailForm({ state }: { state: FormState | undefined }) {
  const busy = useBusy("confirm-email");
  const mine = state?.intent === "confirm-email" ? state : undefined;
  return (
    <Form method="post" className="mt-6 space-y-3 border-t border-slate-200 pt-4">
      <input type="hidden" name="intent" value="confirm-email" />
      <p className="text-sm text-slate-700">{m.account_settings_email_unconfirmed()}</p>
      <FormAlert message={mine?.formError} />
      <SubmitButton busy={busy} className="sm:w-auto">
        {m.account_settings_send_confirmation()}
      </SubmitButton>
    </Form>
  );
}
