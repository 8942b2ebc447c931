import { Link } from "react-router";
import { m } from "~/i18n/paraglide/messages";
import { loginUrl } from "./auth-urls";

/**
 * On /login?confirm=email: a confirmation link was opened in a browser not signed in to its account. Logging in
 * confirms it (the link is `redirectTo`); whoever cannot log in may be the address's owner, whose way in is recovery
 * by e-mail (decision 025).
 */
export function ConfirmEmailNote({ redirectTo }: { redirectTo: string }) {
  return (
    <section
      aria-labelledby="confirm-email-title"
      className="mb-5 space-y-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-slate-800"
    >
      <h2 id="confirm-email-title" className="text-base font-bold">
        {m.account_login_confirm_email_title()}
      </h2>
      <p>{m.account_login_confirm_email_body()}</p>
      <p>
        {m.account_login_confirm_email_not_you()}{" "}
        <Link to={loginUrl("forgot", { redirectTo })} className="font-semibold text-brand underline">
          {m.account_login_confirm_email_reset()}
        </Link>
      </p>
    </section>
  );
}
