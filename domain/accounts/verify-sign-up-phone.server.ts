import { AppError } from "../shared/app-error";
import { parseInput } from "../shared/validation-error";
import { SignUpCodeSchema } from "./accounts-schemas";
import { callAuth } from "./auth-errors.server";
import type { Auth } from "./create-auth.server";

/** Checks the sign-up code; on success the phone is stored as verified and the new user is signed in. */
export async function verifySignUpPhone(auth: Auth, input: unknown, request: { headers: Headers }) {
  const { phone, code, email } = parseInput(SignUpCodeSchema, input);
  const result = await callAuth(() =>
    auth.api.verifySignUpPhone({
      body: { phoneNumber: phone, code, email },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
  if (!result.response?.token) throw new AppError("UNAUTHENTICATED", "server_accounts_log_in_failed");
  return { headers: result.headers, name: result.response.user.name };
}
