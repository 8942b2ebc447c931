import type { AppLoadContext } from "react-router";
import { authRequest, safeRedirectPath, withCookies } from "~/app/lib/session.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { sendPhoneCode } from "~/domain/accounts/send-phone-code.server";
import { signUp } from "~/domain/accounts/sign-up.server";
import { verifySignUpPhone } from "~/domain/accounts/verify-sign-up-phone.server";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";
import { loginUrl, signupUrl } from "./auth-urls";
import { formFailure, textValues } from "./form-failure.server";

/** The two steps of /signup: details (creates the account, texts the code), then the code (signs in). */
export async function handleSignupAction({
  request,
  context,
}: {
  request: Request;
  context: AppLoadContext;
}) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const redirectTo = safeRedirectPath(form.get("redirectTo"));
  const fields = Object.fromEntries(form);
  const req = authRequest(request, context);
  const details = textValues(form, ["fullName", "email", "phone"]);

  switch (intent) {
    case "details": {
      let result: Awaited<ReturnType<typeof signUp>>;
      try {
        result = await signUp(context.auth, fields, req);
      } catch (err) {
        return formFailure(intent, err, m.account_signup_failed(), details);
      }
      if (!result.codeSent) {
        return redirectWithToast(
          loginUrl("options", { redirectTo }),
          result.failure === "refused"
            ? {
                title: m.account_signup_almost_complete(),
                description: m.account_signup_almost_complete_description({
                  message: localizeText(result.message),
                }),
              }
            : {
                title: m.account_signup_created_but(),
                description: m.account_signup_created_but_description({
                  message: localizeText(result.message),
                }),
              },
        );
      }
      return redirectWithToast(
        signupUrl({
          step: "otp",
          phone: result.phoneNumber,
          sent: Date.now(),
          redirectTo,
          ...nameAndEmail(details),
        }),
        {
          title: m.account_toast_otp_sent(),
          description: m.account_signup_otp_sent_description(),
        },
      );
    }
    case "resend":
      try {
        const phone = await sendPhoneCode(context.auth, fields, req);
        return redirectWithToast(
          signupUrl({ step: "otp", phone, sent: Date.now(), redirectTo, ...nameAndEmail(details) }),
          { title: m.account_toast_otp_resent(), description: m.account_toast_otp_resent_description() },
        );
      } catch (err) {
        return formFailure(intent, err, m.account_toast_error_resending_otp());
      }
    case "verify":
      try {
        const { headers, name } = await verifySignUpPhone(context.auth, fields, req);
        return redirectWithToast(
          redirectTo,
          {
            title: m.account_signup_verified(),
            description: name ? m.account_signup_welcome_name({ name }) : m.account_signup_welcome(),
          },
          { headers: withCookies(headers) },
        );
      } catch (err) {
        return formFailure(intent, err, m.account_toast_verification_failed());
      }
    default:
      return redirectWithToast(signupUrl({ redirectTo }), {
        title: m.account_signup_failed(),
        variant: "destructive",
      });
  }
}

/** Carried on the code step so "Back" can refill the details (never the password). */
function nameAndEmail(details: Record<string, string>) {
  return { fullName: details.fullName, email: details.email };
}
