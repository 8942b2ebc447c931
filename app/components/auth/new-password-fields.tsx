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
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, and not a common password."
        minLength={8}
        maxLength={128}
        error={errors?.newPassword}
      />
      <AuthField
        id={`${idPrefix}-confirm-password`}
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        maxLength={128}
        error={errors?.confirmPassword}
      />
    </>
  );
}
