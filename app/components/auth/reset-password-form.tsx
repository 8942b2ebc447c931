import { Form } from "react-router";
import { FormAlert } from "~/app/components/ui/form-alert";
import { m } from "~/i18n/paraglide/messages";
import type { FormState } from "./form-state";
import { NewPasswordFields } from "./new-password-fields";
import { SubmitButton } from "./submit-button";
import { useBusy } from "./use-busy";

/** Mode "reset": the new password for the token of an e-mailed link. */
export function ResetPasswordForm(props: {
  token: string;
  linkProblem: string | undefined;
  redirectTo: string;
  state: FormState | undefined;
}) {
  const busy = useBusy("reset-link");
  const mine = props.state?.intent === "reset-link" ? props.state : undefined;
  if (!props.token) return <FormAlert message={props.linkProblem ?? m.account_login_reset_link_invalid()} />;
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="reset-link" />
      <input type="hidden" name="token" value={props.token} />
      <input type="hidden" name="redirectTo" value={props.redirectTo} />
      <NewPasswordFields idPrefix="reset" errors={mine?.errors} />
      <FormAlert message={mine?.formError} />
      <SubmitButton busy={busy}>{m.account_login_reset_password()}</SubmitButton>
    </Form>
  );
}
