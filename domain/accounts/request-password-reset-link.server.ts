import { parseInput } from "../shared/validation-error";
import { ForgotPasswordEmailSchema } from "./accounts-schemas";
import { callAuth } from "./auth-errors.server";
import type { Auth } from "./create-auth.server";

/** E-mails a reset link if the address has an account; the answer is the same either way. */
export async function requestPasswordResetLink(auth: Auth, input: unknown, request: { headers: Headers }) {
  const { email } = parseInput(ForgotPasswordEmailSchema, input);
  await callAuth(() =>
    auth.api.requestPasswordReset({
      body: { email, redirectTo: "/login?mode=reset" },
      headers: request.headers,
    }),
  );
  return email;
}
