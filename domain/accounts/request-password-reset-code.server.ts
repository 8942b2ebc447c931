import { parseInput } from "../shared/validation-error";
import { PhoneRequestSchema } from "./accounts-schemas";
import { callAuth } from "./auth-errors.server";
import type { Auth } from "./create-auth.server";

/** Texts a reset code if the number has an account (the answer is the same either way); returns it in E.164. */
export async function requestPasswordResetCode(auth: Auth, input: unknown, request: { headers: Headers }) {
  const { phone } = parseInput(PhoneRequestSchema, input);
  await callAuth(() =>
    auth.api.requestPasswordResetPhoneNumber({ body: { phoneNumber: phone }, headers: request.headers }),
  );
  return phone;
}
