import { Form } from "react-router";
import { FormAlert } from "~/app/components/ui/form-alert";
import type { SessionUser } from "~/domain/accounts/session-user";
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
    <SettingsCard id="settings-account" title="Account">
      <Form ref={form} method="post" encType="multipart/form-data" className="space-y-4" noValidate>
        <input type="hidden" name="intent" value="account" />
        <PhotoDropZone user={user} error={mine?.errors?.photo} />
        <AuthField
          id="settings-name"
          name="fullName"
          label="Full name"
          autoComplete="name"
          maxLength={100}
          defaultValue={mine?.values?.fullName ?? user.name}
          error={mine?.errors?.fullName}
        />
        <AuthField
          id="settings-email"
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          maxLength={254}
          required={user.email !== null}
          hint="Changing it sends a confirmation link to the new address."
          defaultValue={mine?.values?.email ?? user.email ?? ""}
          error={mine?.errors?.email}
        />
        <FormAlert message={mine?.formError} />
        <SubmitButton busy={busy} className="sm:w-auto">
          Save Changes
        </SubmitButton>
      </Form>
    </SettingsCard>
  );
}
