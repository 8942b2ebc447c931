import type { Services } from "../shared/services";
import type { Auth } from "./create-auth.server";
import type { SessionUser } from "./session-user";
import { ownAvatarKey, storeAvatar } from "./store-avatar.server";

/**
 * Stores a new profile photo for the signed-in user and drops the one it replaces. Returns its URL. The photo it
 * replaces is read from the server's own record and dropped only when it sits in this user's folder: the image field
 * is Mandi's to write (POST /update-user refuses it), never a path a user chose.
 */
export async function changeAvatar(
  deps: { auth: Auth; services: Pick<Services, "storage"> },
  user: Pick<SessionUser, "id">,
  photo: Buffer,
  _request: { headers: Headers },
): Promise<string> {
  const { internalAdapter } = await deps.auth.$context;
  const image = await storeAvatar(deps.services, user.id, photo);
  let previous: string | null | undefined;
  try {
    previous = (await internalAdapter.findUserById(user.id))?.image;
    await internalAdapter.updateUser(user.id, { image });
  } catch (err) {
    const stored = ownAvatarKey(user.id, image);
    if (stored) await deps.services.storage.deletePrefix(stored);
    throw err;
  }
  const old = ownAvatarKey(user.id, previous);
  if (old) await deps.services.storage.deletePrefix(old);
  return image;
}
