import { AppError } from "../shared/app-error";
import { parseInput } from "../shared/validation-error";
import { PhoneCodeSchema } from "./accounts-schemas";
import { callAuth } from "./auth-errors.server";
import type { Auth } from "./create-auth.server";

/** "Continue with Phone": a right code signs in, creating a phone-only account for a number never seen before. */
export async function signInWithPhoneCode(auth: Auth, input: unknown, request: { headers: Headers }) {
  const { phone, code } = parseInput(PhoneCodeSchema, input);
  const result = await callAuth(() =>
    auth.api.verifyPhoneNumber({
      body: { phoneNumber: phone, code },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
  if (!result.response?.token) throw new AppError("UNAUTHENTICATED", "server_accounts_log_in_failed");
  return { headers: result.headers };
}
