import { parseInput } from "../shared/validation-error";
import { PhoneRequestSchema } from "./accounts-schemas";
import { callAuth } from "./auth-errors.server";
import type { Auth } from "./create-auth.server";

/** Texts a sign-in (or sign-up) code to the number; returns it in E.164. At most one a minute, five an hour. */
export async function sendPhoneCode(
  auth: Auth,
  input: unknown,
  request: { headers: Headers },
): Promise<string> {
  const { phone } = parseInput(PhoneRequestSchema, input);
  await callAuth(() =>
    auth.api.sendPhoneNumberOTP({ body: { phoneNumber: phone }, headers: request.headers }),
  );
  return phone;
}
