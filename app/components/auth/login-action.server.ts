import { type AppLoadContext, redirect } from "react-router";
import { authRequest, safeRedirectPath, withCookies } from "~/app/lib/session.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { requestPasswordResetCode } from "~/domain/accounts/request-password-reset-code.server";
import { requestPasswordResetLink } from "~/domain/accounts/request-password-reset-link.server";
import { resetPasswordWithCode } from "~/domain/accounts/reset-password-with-code.server";
import { resetPasswordWithLink } from "~/domain/accounts/reset-password-with-link.server";
import { sendPhoneCode } from "~/domain/accounts/send-phone-code.server";
import { signInWithEmail } from "~/domain/accounts/sign-in-with-email.server";
import { signInWithPhoneCode } from "~/domain/accounts/sign-in-with-phone-code.server";
import { startGoogleSignIn } from "~/domain/accounts/start-google-sign-in.server";
import { m } from "~/i18n/paraglide/messages";
import { loginUrl } from "./auth-urls";
import { formFailure, textValues } from "./form-failure.server";

const welcome = () => ({ title: m.account_toast_welcome_back(), description: m.account_toast_logged_in() });
const passwordChanged = () => ({
  title: m.account_toast_password_changed(),
  description: m.account_login_password_changed_description(),
});
const otpResent = () => ({
  title: m.account_toast_otp_resent(),
  description: m.account_toast_otp_resent_description(),
});
const otpError = (resend: boolean) =>
  resend ? m.account_toast_error_resending_otp() : m.account_toast_error_sending_otp();

/** Every form of /login posts here; `intent` says which step. Success always redirects (works without JS). */
export async function handleLoginAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const redirectTo = safeRedirectPath(form.get("redirectTo"));
  const fields = Object.fromEntries(form);
  const req = authRequest(request, context);
  const { auth } = context;

  switch (intent) {
    case "send-code":
    case "resend-code": {
      const resend = intent === "resend-code";
      try {
        const phone = await sendPhoneCode(auth, fields, req);
        return redirectWithToast(
          loginUrl("otp", { phone, sent: Date.now(), redirectTo }),
          resend
            ? otpResent()
            : { title: m.account_toast_otp_sent(), description: m.account_login_otp_sent_description() },
        );
      } catch (err) {
        return formFailure(intent, err, otpError(resend), textValues(form, ["phone"]));
      }
    }
    case "verify-code":
      try {
        const { headers } = await signInWithPhoneCode(auth, fields, req);
        return redirectWithToast(redirectTo, welcome(), { headers: withCookies(headers) });
      } catch (err) {
        return formFailure(intent, err, m.account_toast_verification_failed());
      }
    case "email-sign-in":
      try {
        const { headers } = await signInWithEmail(auth, fields, req);
        return redirectWithToast(redirectTo, welcome(), { headers: withCookies(headers) });
      } catch (err) {
        return formFailure(intent, err, m.account_login_failed(), textValues(form, ["email"]));
      }
    case "google":
      try {
        const { url, headers } = await startGoogleSignIn(
          auth,
          {
            afterSignIn: loginUrl("options", { notice: "google", redirectTo }),
            onError: loginUrl("options", { notice: "google-failed", redirectTo }),
          },
          req,
        );
        return redirect(url, { headers: withCookies(headers) });
      } catch (err) {
        return formFailure(intent, err, m.account_toast_google_failed());
      }
    case "forgot-email":
      try {
        const email = await requestPasswordResetLink(auth, fields, req);
        return redirectWithToast(loginUrl("email", { redirectTo }), {
          title: m.account_login_check_email(),
          description: m.account_login_check_email_description({ email }),
        });
      } catch (err) {
        return formFailure(intent, err, m.account_login_error_sending_link(), textValues(form, ["email"]));
      }
    case "forgot-phone":
    case "resend-reset-code": {
      const resend = intent === "resend-reset-code";
      try {
        const phone = await requestPasswordResetCode(auth, fields, req);
        return redirectWithToast(
          loginUrl("reset-code", { phone, sent: Date.now(), redirectTo }),
          resend
            ? otpResent()
            : {
                title: m.account_toast_otp_sent(),
                description: m.account_login_reset_code_sent_description(),
              },
        );
      } catch (err) {
        return formFailure(intent, err, otpError(resend), textValues(form, ["phone"]));
      }
    }
    case "reset-code":
      try {
        await resetPasswordWithCode(auth, fields, req);
        return redirectWithToast(loginUrl("email", { redirectTo }), passwordChanged());
      } catch (err) {
        return formFailure(intent, err, m.account_toast_verification_failed());
      }
    case "reset-link":
      try {
        await resetPasswordWithLink(auth, fields, req);
        return redirectWithToast(loginUrl("email", { redirectTo }), passwordChanged());
      } catch (err) {
        return formFailure(intent, err, m.account_toast_password_not_changed());
      }
    default:
      return redirect(loginUrl("options", { redirectTo }));
  }
}
