import { parseInput } from "../shared/validation-error";
import { ChangePasswordSchema } from "./accounts-schemas";
import { callAuth } from "./auth-errors.server";
import type { Auth } from "./create-auth.server";

/**
 * Changes the signed-in user's password; a wrong current password is a field error, never a success. Every other
 * session ends with the old password (a stolen phone or token stops working, its sockets close: issue 25); this
 * one stays signed in.
 */
export async function changePassword(auth: Auth, input: unknown, request: { headers: Headers }) {
  const { currentPassword, newPassword } = parseInput(ChangePasswordSchema, input);
  await callAuth(
    () => auth.api.changePassword({ body: { currentPassword, newPassword }, headers: request.headers }),
    { INVALID_PASSWORD: "currentPassword", PASSWORD_REJECTED: "newPassword" },
  );
  await callAuth(() => auth.api.revokeOtherSessions({ headers: request.headers }));
}
