import { AppError } from "../shared/app-error";
import { parseInput } from "../shared/validation-error";
import { SignUpSchema } from "./accounts-schemas";
import { callAuth } from "./auth-errors.server";
import type { Auth } from "./create-auth.server";

export type SignUpResult =
  | { phoneNumber: string; codeSent: true }
  /** The account exists but no code went out: `failure` says whether the SMS service refused or something broke. */
  | { phoneNumber: string; codeSent: false; failure: "refused" | "error"; message: string };

/**
 * Creates the account (not yet signed in), e-mails a confirmation link in the background, then texts the 6-digit
 * code that completes the sign-up (verifySignUpPhone).
 */
export async function signUp(
  auth: Auth,
  input: unknown,
  request: { headers: Headers },
): Promise<SignUpResult> {
  const { fullName, email, password, phone } = parseInput(SignUpSchema, input);
  await callAuth(() =>
    auth.api.signUpEmail({
      body: {
        name: fullName,
        email,
        password,
        phoneNumber: phone,
        callbackURL: "/login?notice=email-verified",
      },
      headers: request.headers,
    }),
  );
  try {
    await callAuth(() =>
      auth.api.sendPhoneNumberOTP({ body: { phoneNumber: phone }, headers: request.headers }),
    );
    return { phoneNumber: phone, codeSent: true };
  } catch (err) {
    if (err instanceof AppError)
      return { phoneNumber: phone, codeSent: false, failure: "refused", message: err.message };
    const message = err instanceof Error ? err.message : "Something went wrong";
    return { phoneNumber: phone, codeSent: false, failure: "error", message };
  }
}
