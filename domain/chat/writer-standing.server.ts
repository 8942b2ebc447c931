import type { Db } from "~/db/client.server";
import { banNotice } from "../accounts/ban-notice.server";
import { AppError } from "../shared/app-error";

/**
 * A banned or suspended member writes nothing in the chat — no message, photo, offer, answer, sale or new
 * conversation — whatever carried the request (page, API, socket, push action): refused in the ban notice's words
 * before anything is stored. Sending a message checks it inside its one statement instead (appendMessage).
 */
export async function refuseBannedWriter(db: Db, userId: string): Promise<void> {
  const notice = await banNotice(db, userId);
  if (notice) throw AppError.of("FORBIDDEN", notice);
}
