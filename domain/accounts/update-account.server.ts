import type { Services } from "../shared/services";
import { parseInput } from "../shared/validation-error";
import { AccountSchema } from "./accounts-schemas";
import { callAuth } from "./auth-errors.server";
import { changeAvatar } from "./change-avatar.server";
import type { Auth } from "./create-auth.server";
import type { SessionUser } from "./session-user";

/**
 * Saves the Account card: photo and name; a different e-mail is only requested — a link sent to the new address
 * confirms it. Works on the signed-in user only (the session decides who, never the input).
 */
export async function updateAccount(
  deps: { auth: Auth; services: Pick<Services, "storage"> },
  user: SessionUser,
  input: { fields: unknown; photo?: Buffer | undefined },
  request: { headers: Headers },
): Promise<{ emailChangeRequested: boolean }> {
  const { fullName, email } = parseInput(AccountSchema, input.fields);
  if (input.photo) await changeAvatar(deps, user, input.photo, request);
  if (fullName !== user.name) {
    await callAuth(() => deps.auth.api.updateUser({ body: { name: fullName }, headers: request.headers }));
  }
  const emailChangeRequested = email !== "" && email !== user.email;
  if (emailChangeRequested) {
    await callAuth(
      () =>
        deps.auth.api.changeEmail({
          body: { newEmail: email, callbackURL: "/settings?notice=email-changed" },
          headers: request.headers,
        }),
      { SESSION_NOT_FRESH: "email" },
    );
  }
  return { emailChangeRequested };
}
