import { Mail, Smartphone } from "lucide-react";
import { Link } from "react-router";
import { m } from "~/i18n/paraglide/messages";
import { loginUrl, signupUrl } from "./auth-urls";
import type { FormState } from "./form-state";
import { GoogleButton } from "./google-button";

const choiceClass =
  "inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md border-2 border-brand px-4 py-2 font-semibold hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

/** Mode "options": Continue with Phone, Google, Email, and the way to /signup. */
export function LoginOptions({ redirectTo, state }: { redirectTo: string; state: FormState | undefined }) {
  return (
    <div className="space-y-3">
      <Link to={loginUrl("phone", { redirectTo })} className={choiceClass}>
        <Smartphone aria-hidden="true" className="size-5" />
        {m.account_login_continue_phone()}
      </Link>
      <GoogleButton redirectTo={redirectTo} state={state} />
      <Link to={loginUrl("email", { redirectTo })} className={choiceClass}>
        <Mail aria-hidden="true" className="size-5" />
        {m.account_login_continue_email()}
      </Link>
      <p className="pt-3 text-center text-slate-700">
        {m.account_login_new_to_mandi()}{" "}
        <Link to={signupUrl({ redirectTo })} className="font-semibold text-brand underline">
          {m.account_login_create_account()}
        </Link>
      </p>
    </div>
  );
}
