import { parseInput } from "../shared/validation-error";
import { ResetPasswordSchema } from "./accounts-schemas";
import { callAuth } from "./auth-errors.server";
import type { Auth } from "./create-auth.server";

/** Sets the new password from an e-mailed link; every session of the account is signed out. */
export async function resetPasswordWithLink(auth: Auth, input: unknown, request: { headers: Headers }) {
  const { token, newPassword } = parseInput(ResetPasswordSchema, input);
  await callAuth(() => auth.api.resetPassword({ body: { token, newPassword }, headers: request.headers }));
}
