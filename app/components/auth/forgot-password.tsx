import { Form } from "react-router";
import { FormAlert } from "~/app/components/ui/form-alert";
import { m } from "~/i18n/paraglide/messages";
import { AuthField } from "./auth-field";
import type { FormState } from "./form-state";
import { PhoneCodeForm } from "./login-phone-form";
import { SubmitButton } from "./submit-button";
import { useBusy } from "./use-busy";

/** Mode "forgot": a reset link by e-mail, or a code by SMS. */
export function ForgotPassword({ redirectTo, state }: { redirectTo: string; state: FormState | undefined }) {
  const busy = useBusy("forgot-email");
  const mine = state?.intent === "forgot-email" ? state : undefined;
  return (
    <div className="space-y-6">
      <section aria-labelledby="forgot-email-title" className="space-y-3">
        <h2 id="forgot-email-title" className="text-lg font-bold">
          {m.account_login_forgot_email_title()}
        </h2>
        {/* A reset by link of a never-confirmed account keeps only the address (decision 025). */}
        <p className="text-sm text-slate-700">{m.account_login_forgot_email_hint()}</p>
        <Form method="post" className="space-y-4" noValidate>
          <input type="hidden" name="intent" value="forgot-email" />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <AuthField
            id="forgot-email"
            name="email"
            label={m.account_field_email()}
            type="email"
            autoComplete="email"
            maxLength={254}
            defaultValue={mine?.values?.email}
            error={mine?.errors?.email}
          />
          <FormAlert message={mine?.formError} />
          <SubmitButton busy={busy}>{m.account_login_send_reset_link()}</SubmitButton>
        </Form>
      </section>
      <section aria-labelledby="forgot-phone-title" className="space-y-3 border-t border-slate-200 pt-5">
        <h2 id="forgot-phone-title" className="text-lg font-bold">
          {m.account_login_forgot_sms_title()}
        </h2>
        <PhoneCodeForm
          intent="forgot-phone"
          buttonLabel={m.account_login_send_code()}
          redirectTo={redirectTo}
          state={state}
          idPrefix="forgot"
        />
      </section>
    </div>
  );
}
