import { redirect } from "react-router";
import { AuthScreen, StepHeading } from "~/app/components/auth/auth-screen";
import { signupUrl } from "~/app/components/auth/auth-urls";
import { BackLink } from "~/app/components/auth/back-link";
import { OtpStep } from "~/app/components/auth/otp-step";
import { handleSignupAction } from "~/app/components/auth/signup-action.server";
import { SignupDetailsForm } from "~/app/components/auth/signup-details-form";
import { useFormToast } from "~/app/components/auth/use-form-toast";
import { resendWait } from "~/app/components/auth/use-resend-countdown";
import { pageMeta } from "~/app/lib/meta";
import { getUser, safeRedirectPath } from "~/app/lib/session.server";
import { OTP_RESEND_SECONDS } from "~/domain/accounts/account-limits";
import { formatPhoneNumber, normalizePhoneNumber } from "~/domain/accounts/phone-number";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = () =>
  pageMeta(m.account_signup_meta_title(), m.account_signup_meta_description());

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  if (await getUser(request, context)) throw redirect(redirectTo);
  const phone = normalizePhoneNumber(url.searchParams.get("phone") ?? "") ?? "";
  const step = url.searchParams.get("step") === "otp" && phone ? "otp" : "details";
  const sentAt = url.searchParams.get("sent") ?? "";
  return {
    step,
    redirectTo,
    phone,
    sentAt,
    resendIn: resendWait(sentAt, OTP_RESEND_SECONDS),
    fullName: url.searchParams.get("fullName") ?? "",
    email: url.searchParams.get("email") ?? "",
  } as const;
}

export async function action(args: Route.ActionArgs) {
  return handleSignupAction(args);
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const { step, redirectTo, phone, fullName, email } = loaderData;
  useFormToast(actionData);

  if (step === "otp") {
    return (
      <AuthScreen>
        <BackLink to={signupUrl({ redirectTo, fullName, email, phone: formatPhoneNumber(phone) })} />
        <StepHeading title={m.account_otp_title()} />
        <OtpStep
          phone={phone}
          verifyIntent="verify"
          verifyLabel={m.account_signup_verify_account()}
          resendIntent="resend"
          resendIn={loaderData.resendIn}
          sentAt={loaderData.sentAt}
          state={actionData}
          hidden={{ redirectTo, fullName, email }}
        />
      </AuthScreen>
    );
  }
  return (
    <AuthScreen>
      <StepHeading title={m.account_signup_title()} subtitle={m.account_signup_subtitle()} />
      <SignupDetailsForm
        redirectTo={redirectTo}
        state={actionData}
        defaults={{ fullName, email, phone: phone ? formatPhoneNumber(phone) : "" }}
      />
    </AuthScreen>
  );
}
