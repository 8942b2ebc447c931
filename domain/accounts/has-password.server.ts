import { callAuth } from "./auth-errors.server";
import type { Auth } from "./create-auth.server";

/** Whether the signed-in user has a password (not so for an account made with a phone code or Google alone). */
export async function hasPassword(auth: Auth, request: { headers: Headers }): Promise<boolean> {
  const accounts = await callAuth(() => auth.api.listUserAccounts({ headers: request.headers }));
  return accounts.some((account) => account.providerId === "credential");
}
