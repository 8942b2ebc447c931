import type { Services } from "../shared/services";
import { callAuth } from "./auth-errors.server";
import type { Auth } from "./create-auth.server";
import type { SessionUser } from "./session-user";
import { avatarKey, storeAvatar } from "./store-avatar.server";

/** Stores a new profile photo for the signed-in user and drops the one it replaces. Returns its URL. */
export async function changeAvatar(
  deps: { auth: Auth; services: Pick<Services, "storage"> },
  user: Pick<SessionUser, "image">,
  photo: Buffer,
  request: { headers: Headers },
): Promise<string> {
  const image = await storeAvatar(deps.services, photo);
  try {
    await callAuth(() => deps.auth.api.updateUser({ body: { image }, headers: request.headers }));
  } catch (err) {
    const stored = avatarKey(image);
    if (stored) await deps.services.storage.deletePrefix(stored);
    throw err;
  }
  const previous = avatarKey(user.image);
  if (previous) await deps.services.storage.deletePrefix(previous);
  return image;
}
