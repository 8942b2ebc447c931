import type { Context, Hono } from "hono";
import { getChatPhoto } from "~/domain/chat/get-chat-photo.server";
import { AppError } from "~/domain/shared/app-error";
import type { AppEnv } from "./app-env";
import { requireApiUser } from "./auth/api-user";

/**
 * GET /chat-media/{messageId}/{320|640|1280}: a chat photo, to the conversation's two members only (cookie or
 * bearer). Everyone else — a visitor, a stranger, a bad address — gets the same 404, so nobody learns that a
 * photo exists. Never kept in a cache (issue 25 §7).
 */
export function mountChatMediaRoutes(app: Hono<AppEnv>) {
  app.get("/chat-media/:messageId/:width", async (c) => {
    const { messageId, width } = c.req.param();
    if (!/^[1-9]\d{0,14}$/.test(messageId) || !/^\d{3,4}$/.test(width)) return notFound(c);
    const userId = await viewerId(c);
    if (!userId) return notFound(c);
    const photo = await getChatPhoto(c.get("services"), {
      userId,
      messageId: Number(messageId),
      width: Number(width),
    });
    if (!photo) return notFound(c);
    c.header("Content-Type", photo.contentType);
    // Kept by no cache: on a shared phone the next person must not find it after the member signs out.
    c.header("Cache-Control", "no-store");
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(new Uint8Array(photo.data));
  });
}

async function viewerId(c: Context<AppEnv>): Promise<string | null> {
  try {
    return (await requireApiUser(c)).user.id;
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}

function notFound(c: Context<AppEnv>) {
  // Not kept by any cache: the same address answers the member once they sign in.
  c.header("Cache-Control", "no-store");
  return c.text("Not found", 404);
}
