import { m } from "~/i18n/paraglide/messages";
import { AuthField } from "./auth-field";

/** New password and its confirmation, for resetting and changing a password. */
export function NewPasswordFields({
  idPrefix,
  errors,
}: {
  idPrefix: string;
  errors?: Record<string, string> | undefined;
}) {
  return (
    <>
      <AuthField
        id={`${idPrefix}-new-password`}
        name="newPassword"
        label={m.account_field_new_password()}
        type="password"
        autoComplete="new-password"
        hint={m.account_field_password_hint()}
        minLength={8}
        maxLength={128}
        error={errors?.newPassword}
      />
      <AuthField
        id={`${idPrefix}-confirm-password`}
        name="confirmPassword"
        label={m.account_field_confirm_password()}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        error={errors?.confirmPassword}
      />
    </>
  );
}
