import type { Hono } from "hono";
import type { FileStorage } from "~/adapters/storage/file-storage";
import type { AppEnv } from "./app-env";

export interface MediaRoutes {
  mount(app: Hono<AppEnv>): void;
}

/** Photos are stored under unique keys and never rewritten, so they are cached for a year. */
export function createMediaRoutes(storage: FileStorage): MediaRoutes {
  return {
    mount(app) {
      app.get("/media/*", async (c) => {
        const key = mediaKey(c.req.path.slice("/media/".length));
        // Chat photos are private to a conversation: only /chat-media serves them, to its two members.
        if (key === undefined || key.startsWith("chat/")) return c.text("Not found", 404);
        const file = await storage.get(key);
        if (!file) return c.text("Not found", 404);
        c.header("Content-Type", file.contentType);
        c.header("Cache-Control", "public, max-age=31536000, immutable");
        c.header("X-Content-Type-Options", "nosniff");
        return c.body(new Uint8Array(file.data));
      });
    },
  };
}

// Far longer than any key Mandi stores ("listings/<uuid>/1280.webp"); a longer name would only reach the file
// system to fail there (ENAMETOOLONG).
const MAX_KEY_LENGTH = 512;

/** The storage key of a /media/ path, or undefined when it cannot be one (broken percent-encoding, too long). */
export function mediaKey(encoded: string): string | undefined {
  if (encoded.length > MAX_KEY_LENGTH * 3) return undefined;
  let key: string;
  try {
    key = decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
  if (key.length > MAX_KEY_LENGTH || key.split("/").some((part) => Buffer.byteLength(part) > 255))
    return undefined;
  return key;
}
