import type { AppLoadContext } from "react-router";
import { authRequest, safeRedirectPath, withCookies } from "~/app/lib/session.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { sendPhoneCode } from "~/domain/accounts/send-phone-code.server";
import { signUp } from "~/domain/accounts/sign-up.server";
import { verifySignUpPhone } from "~/domain/accounts/verify-sign-up-phone.server";
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
        return formFailure(intent, err, "Sign Up Failed", details);
      }
      if (!result.codeSent) {
        return redirectWithToast(
          loginUrl("options", { redirectTo }),
          result.failure === "refused"
            ? {
                title: "Sign Up Almost Complete!",
                description: `We couldn't send a phone verification code: ${result.message}. Please check your email to confirm your account.`,
              }
            : {
                title: "Account Created, but...",
                description: `Could not send verification code: ${result.message}`,
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
          title: "OTP Sent!",
          description: "Enter the 6-digit code we sent to your phone to verify your account.",
        },
      );
    }
    case "resend":
      try {
        const phone = await sendPhoneCode(context.auth, fields, req);
        return redirectWithToast(
          signupUrl({ step: "otp", phone, sent: Date.now(), redirectTo, ...nameAndEmail(details) }),
          { title: "OTP Resent!", description: "A new code has been sent to your phone." },
        );
      } catch (err) {
        return formFailure(intent, err, "Error Resending OTP");
      }
    case "verify":
      try {
        const { headers, name } = await verifySignUpPhone(context.auth, fields, req);
        return redirectWithToast(
          redirectTo,
          {
            title: "Account Verified!",
            description: name ? `Welcome to Mandi, ${name}!` : "Welcome to Mandi!",
          },
          { headers: withCookies(headers) },
        );
      } catch (err) {
        return formFailure(intent, err, "Verification Failed");
      }
    default:
      return redirectWithToast(signupUrl({ redirectTo }), {
        title: "Sign Up Failed",
        variant: "destructive",
      });
  }
}

/** Carried on the code step so "Back" can refill the details (never the password). */
function nameAndEmail(details: Record<string, string>) {
  return { fullName: details.fullName, email: details.email };
}
