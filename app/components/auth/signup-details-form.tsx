import { Form, Link } from "react-router";
import { FormAlert } from "~/app/components/ui/form-alert";
import { m } from "~/i18n/paraglide/messages";
import { AuthField } from "./auth-field";
import { loginUrl } from "./auth-urls";
import type { FormState } from "./form-state";
import { around } from "./message-parts";
import { SubmitButton } from "./submit-button";
import { useBusy } from "./use-busy";

/** Step "details": full name, e-mail, password and phone, all required. */
export function SignupDetailsForm(props: {
  redirectTo: string;
  state: FormState | undefined;
  defaults: { fullName?: string; email?: string; phone?: string };
}) {
  const busy = useBusy("details");
  const mine = props.state?.intent === "details" ? props.state : undefined;
  const value = (name: "fullName" | "email" | "phone") => mine?.values?.[name] ?? props.defaults[name];
  const [termsBefore, termsAfter] = around((x) => m.account_signup_terms({ terms: x }));
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="details" />
      <input type="hidden" name="redirectTo" value={props.redirectTo} />
      <AuthField
        id="signup-name"
        name="fullName"
        label={m.account_field_full_name()}
        autoComplete="name"
        maxLength={100}
        defaultValue={value("fullName")}
        error={mine?.errors?.fullName}
      />
      <AuthField
        id="signup-email"
        name="email"
        label={m.account_field_email()}
        type="email"
        autoComplete="email"
        maxLength={254}
        defaultValue={value("email")}
        error={mine?.errors?.email}
      />
      <AuthField
        id="signup-password"
        name="password"
        label={m.account_field_password()}
        type="password"
        autoComplete="new-password"
        hint={m.account_field_password_hint()}
        minLength={8}
        maxLength={128}
        error={mine?.errors?.password}
      />
      <AuthField
        id="signup-phone"
        name="phone"
        label={m.account_field_phone()}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+91 98765 43210"
        maxLength={20}
        defaultValue={value("phone")}
        error={mine?.errors?.phone}
      />
      <FormAlert message={mine?.formError} />
      <SubmitButton busy={busy}>{m.account_signup_submit()}</SubmitButton>
      <p className="text-center text-sm text-slate-700">
        {termsBefore}
        <Link to="/legal" className="font-semibold text-brand underline">
          {m.account_signup_terms_link()}
        </Link>
        {termsAfter}
      </p>
      <p className="text-center text-slate-700">
        {m.account_signup_have_account()}{" "}
        <Link
          to={loginUrl("options", { redirectTo: props.redirectTo })}
          className="font-semibold text-brand underline"
        >
          {m.account_signup_login()}
        </Link>
      </p>
    </Form>
  );
}
