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
import { loginUrl } from "./auth-urls";
import { formFailure, textValues } from "./form-failure.server";

const WELCOME = { title: "Welcome Back!", description: "You are now logged in." };
const PASSWORD_CHANGED = {
  title: "Password Changed!",
  description: "Log in with your new password. You have been signed out on every device.",
};

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
            ? { title: "OTP Resent!", description: "A new code has been sent to your phone." }
            : { title: "OTP Sent!", description: "Enter the 6-digit code we sent to your phone." },
        );
      } catch (err) {
        return formFailure(
          intent,
          err,
          resend ? "Error Resending OTP" : "Error Sending OTP",
          textValues(form, ["phone"]),
        );
      }
    }
    case "verify-code":
      try {
        const { headers } = await signInWithPhoneCode(auth, fields, req);
        return redirectWithToast(redirectTo, WELCOME, { headers: withCookies(headers) });
      } catch (err) {
        return formFailure(intent, err, "Verification Failed");
      }
    case "email-sign-in":
      try {
        const { headers } = await signInWithEmail(auth, fields, req);
        return redirectWithToast(redirectTo, WELCOME, { headers: withCookies(headers) });
      } catch (err) {
        return formFailure(intent, err, "Login Failed", textValues(form, ["email"]));
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
        return formFailure(intent, err, "Sign in with Google failed");
      }
    case "forgot-email":
      try {
        const email = await requestPasswordResetLink(auth, fields, req);
        return redirectWithToast(loginUrl("email", { redirectTo }), {
          title: "Check your e-mail",
          description: `If an account uses ${email}, we have sent it a link to reset the password.`,
        });
      } catch (err) {
        return formFailure(intent, err, "Error Sending Link", textValues(form, ["email"]));
      }
    case "forgot-phone":
    case "resend-reset-code": {
      const resend = intent === "resend-reset-code";
      try {
        const phone = await requestPasswordResetCode(auth, fields, req);
        return redirectWithToast(
          loginUrl("reset-code", { phone, sent: Date.now(), redirectTo }),
          resend
            ? { title: "OTP Resent!", description: "A new code has been sent to your phone." }
            : {
                title: "OTP Sent!",
                description: "If an account uses this number, we have texted it a code.",
              },
        );
      } catch (err) {
        return formFailure(
          intent,
          err,
          resend ? "Error Resending OTP" : "Error Sending OTP",
          textValues(form, ["phone"]),
        );
      }
    }
    case "reset-code":
      try {
        await resetPasswordWithCode(auth, fields, req);
        return redirectWithToast(loginUrl("email", { redirectTo }), PASSWORD_CHANGED);
      } catch (err) {
        return formFailure(intent, err, "Verification Failed");
      }
    case "reset-link":
      try {
        await resetPasswordWithLink(auth, fields, req);
        return redirectWithToast(loginUrl("email", { redirectTo }), PASSWORD_CHANGED);
      } catch (err) {
        return formFailure(intent, err, "Password Not Changed");
      }
    default:
      return redirect(loginUrl("options", { redirectTo }));
  }
}
