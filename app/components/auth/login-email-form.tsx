import { Form, Link } from "react-router";
import { FormAlert } from "~/app/components/ui/form-alert";
import { m } from "~/i18n/paraglide/messages";
import { AuthField } from "./auth-field";
import { loginUrl } from "./auth-urls";
import type { FormState } from "./form-state";
import { SubmitButton } from "./submit-button";
import { useBusy } from "./use-busy";

/** Mode "email": e-mail and password, with the way to "Forgot password?". */
export function LoginEmailForm({ redirectTo, state }: { redirectTo: string; state: FormState | undefined }) {
  const busy = useBusy("email-sign-in");
  const mine = state?.intent === "email-sign-in" ? state : undefined;
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="email-sign-in" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <AuthField
        id="login-email"
        name="email"
        label={m.account_field_email()}
        type="email"
        autoComplete="email"
        maxLength={254}
        defaultValue={mine?.values?.email}
        error={mine?.errors?.email}
      />
      <AuthField
        id="login-password"
        name="password"
        label={m.account_field_password()}
        type="password"
        autoComplete="current-password"
        maxLength={128}
        error={mine?.errors?.password}
      />
      <p className="text-right">
        <Link to={loginUrl("forgot", { redirectTo })} className="font-semibold text-brand underline">
          {m.account_login_forgot_link()}
        </Link>
      </p>
      <FormAlert message={mine?.formError} />
      <SubmitButton busy={busy}>{m.account_login_submit()}</SubmitButton>
    </Form>
  );
}
