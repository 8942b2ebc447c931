import { callAuth } from "./auth-errors.server";
import type { Auth } from "./create-auth.server";

/** Ends this device's session; returns the headers that clear the cookie. */
export async function signOut(auth: Auth, request: { headers: Headers }) {
  const result = await callAuth(() => auth.api.signOut({ headers: request.headers, returnHeaders: true }));
  return { headers: result.headers };
}
