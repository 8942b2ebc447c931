import { AppError } from "../shared/app-error";
import { parseInput } from "../shared/validation-error";
import { EmailSignInSchema } from "./accounts-schemas";
import { callAuth } from "./auth-errors.server";
import type { Auth } from "./create-auth.server";

export async function signInWithEmail(auth: Auth, input: unknown, request: { headers: Headers }) {
  const { email, password } = parseInput(EmailSignInSchema, input);
  const result = await callAuth(() =>
    auth.api.signInEmail({ body: { email, password }, headers: request.headers, returnHeaders: true }),
  );
  if (!result.response?.token) throw new AppError("UNAUTHENTICATED", "server_accounts_log_in_failed");
  return { headers: result.headers };
}
