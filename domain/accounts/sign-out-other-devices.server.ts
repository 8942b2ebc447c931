import { callAuth } from "./auth-errors.server";
import type { Auth } from "./create-auth.server";

/** Ends every session of the signed-in user except this one. */
export async function signOutOtherDevices(auth: Auth, request: { headers: Headers }) {
  await callAuth(() => auth.api.revokeOtherSessions({ headers: request.headers }));
}
