import { Form, Link } from "react-router";
import { FormAlert } from "~/app/components/ui/form-alert";
import { AuthField } from "./auth-field";
import { loginUrl } from "./auth-urls";
import type { FormState } from "./form-state";
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
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="details" />
      <input type="hidden" name="redirectTo" value={props.redirectTo} />
      <AuthField
        id="signup-name"
        name="fullName"
        label="Full name"
        autoComplete="name"
        maxLength={100}
        defaultValue={value("fullName")}
        error={mine?.errors?.fullName}
      />
      <AuthField
        id="signup-email"
        name="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        maxLength={254}
        defaultValue={value("email")}
        error={mine?.errors?.email}
      />
      <AuthField
        id="signup-password"
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, and not a common password."
        minLength={8}
        maxLength={128}
        error={mine?.errors?.password}
      />
      <AuthField
        id="signup-phone"
        name="phone"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+91 98765 43210"
        maxLength={20}
        defaultValue={value("phone")}
        error={mine?.errors?.phone}
      />
      <FormAlert message={mine?.formError} />
      <SubmitButton busy={busy}>Sign Up &amp; Verify</SubmitButton>
      <p className="text-center text-sm text-slate-700">
        By signing up you agree to our{" "}
        <Link to="/legal" className="font-semibold text-brand underline">
          Terms &amp; Conditions
        </Link>
        .
      </p>
      <p className="text-center text-slate-700">
        Already have an account?{" "}
        <Link
          to={loginUrl("options", { redirectTo: props.redirectTo })}
          className="font-semibold text-brand underline"
        >
          Login
        </Link>
      </p>
    </Form>
  );
}
