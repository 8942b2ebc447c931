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
        const key = decodeURIComponent(c.req.path.slice("/media/".length));
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
