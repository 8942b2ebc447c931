import { parseInput } from "../shared/validation-error";
import { ResetPasswordWithCodeSchema } from "./accounts-schemas";
import { callAuth } from "./auth-errors.server";
import type { Auth } from "./create-auth.server";

/** Sets the new password with the texted code; every session of the account is signed out. */
export async function resetPasswordWithCode(auth: Auth, input: unknown, request: { headers: Headers }) {
  const { phone, code, newPassword } = parseInput(ResetPasswordWithCodeSchema, input);
  await callAuth(() =>
    auth.api.resetPasswordPhoneNumber({
      body: { phoneNumber: phone, otp: code, newPassword },
      headers: request.headers,
    }),
  );
}
