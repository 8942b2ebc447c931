import { AuthScreen, StepHeading } from "~/app/components/auth/auth-screen";
import { type LoginMode, loginUrl, parseLoginMode } from "~/app/components/auth/auth-urls";
import { BackLink } from "~/app/components/auth/back-link";
import { ConfirmEmailNote } from "~/app/components/auth/confirm-email-note";
import { ForgotPassword } from "~/app/components/auth/forgot-password";
import { handleLoginAction } from "~/app/components/auth/login-action.server";
import { LoginEmailForm } from "~/app/components/auth/login-email-form";
import { loginNotice } from "~/app/components/auth/login-notices.server";
import { LoginOptions } from "~/app/components/auth/login-options";
import { PhoneCodeForm } from "~/app/components/auth/login-phone-form";
import { NewPasswordFields } from "~/app/components/auth/new-password-fields";
import { OtpStep } from "~/app/components/auth/otp-step";
import { ResetPasswordForm } from "~/app/components/auth/reset-password-form";
import { useFormToast } from "~/app/components/auth/use-form-toast";
import { resendWait } from "~/app/components/auth/use-resend-countdown";
import { pageMeta } from "~/app/lib/meta";
import { getUser, safeRedirectPath } from "~/app/lib/session.server";
import { redirectAnywhere } from "~/app/lib/toast.server";
import { OTP_RESEND_SECONDS } from "~/domain/accounts/account-limits";
import { normalizePhoneNumber } from "~/domain/accounts/phone-number";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () =>
  pageMeta(m.account_login_meta_title(), m.account_login_meta_description());

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  const notice = await loginNotice(request, context, redirectTo);
  if (notice) return notice;
  let mode = parseLoginMode(url.searchParams.get("mode"));
  const resetting = mode === "reset" || mode === "reset-code" || mode === "forgot";
  if (!resetting && (await getUser(request, context))) throw redirectAnywhere(redirectTo);
  const phone = normalizePhoneNumber(url.searchParams.get("phone") ?? "") ?? "";
  // A code step without its number (an edited address) starts again from the number.
  if ((mode === "otp" || mode === "reset-code") && !phone) mode = mode === "otp" ? "phone" : "forgot";
  const sentAt = url.searchParams.get("sent") ?? "";
  return {
    mode,
    redirectTo,
    phone,
    sentAt,
    resendIn: resendWait(sentAt, OTP_RESEND_SECONDS),
    token: url.searchParams.get("token") ?? "",
    linkProblem: url.searchParams.get("error") ? m.account_login_reset_link_problem() : undefined,
    // A confirmation link opened without its account's session (domain/accounts/email-link-gate.server.ts).
    confirmEmail: mode === "options" && url.searchParams.get("confirm") === "email",
  };
}

export async function action(args: Route.ActionArgs) {
  return handleLoginAction(args);
}

/** Each mode's heading and subtitle, in the page's language (so worked out while rendering). */
const titles = (mode: LoginMode): [string, string | undefined] =>
  ({
    options: [m.account_login_options_title(), m.account_login_options_subtitle()],
    phone: [m.account_login_phone_title(), m.account_login_phone_subtitle()],
    otp: [m.account_otp_title(), undefined],
    email: [m.account_login_email_title(), undefined],
    forgot: [m.account_login_forgot_title(), m.account_login_forgot_subtitle()],
    reset: [m.account_login_reset_title(), m.account_login_reset_subtitle()],
    "reset-code": [m.account_login_reset_code_title(), m.account_login_reset_code_subtitle()],
  })[mode] as [string, string | undefined];

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, redirectTo, phone } = loaderData;
  useFormToast(actionData);
  const [title, subtitle] = titles(mode);
  const back = {
    options: undefined,
    phone: loginUrl("options", { redirectTo }),
    otp: loginUrl("phone", { redirectTo, phone }),
    email: loginUrl("options", { redirectTo }),
    forgot: loginUrl("email", { redirectTo }),
    reset: loginUrl("email", { redirectTo }),
    "reset-code": loginUrl("forgot", { redirectTo }),
  }[mode];

  return (
    <AuthScreen>
      {back ? <BackLink to={back} /> : null}
      <StepHeading title={title} subtitle={subtitle} />
      {loaderData.confirmEmail && <ConfirmEmailNote redirectTo={redirectTo} />}
      {mode === "options" && <LoginOptions redirectTo={redirectTo} state={actionData} />}
      {mode === "phone" && (
        <PhoneCodeForm
          intent="send-code"
          buttonLabel={m.account_login_send_otp()}
          redirectTo={redirectTo}
          defaultPhone={phone}
          state={actionData}
        />
      )}
      {mode === "otp" && (
        <OtpStep
          phone={phone}
          verifyIntent="verify-code"
          verifyLabel={m.account_login_verify_login()}
          resendIntent="resend-code"
          resendIn={loaderData.resendIn}
          sentAt={loaderData.sentAt}
          state={actionData}
          hidden={{ redirectTo }}
        />
      )}
      {mode === "email" && <LoginEmailForm redirectTo={redirectTo} state={actionData} />}
      {mode === "forgot" && <ForgotPassword redirectTo={redirectTo} state={actionData} />}
      {mode === "reset" && (
        <ResetPasswordForm
          token={loaderData.token}
          linkProblem={loaderData.linkProblem}
          redirectTo={redirectTo}
          state={actionData}
        />
      )}
      {mode === "reset-code" && (
        <OtpStep
          phone={phone}
          verifyIntent="reset-code"
          verifyLabel={m.account_login_reset_password()}
          resendIntent="resend-reset-code"
          resendIn={loaderData.resendIn}
          sentAt={loaderData.sentAt}
          state={actionData}
          hidden={{ redirectTo }}
        >
          <NewPasswordFields
            idPrefix="reset-code"
            errors={actionData?.intent === "reset-code" ? actionData.errors : undefined}
          />
        </OtpStep>
      )}
    </AuthScreen>
  );
}
