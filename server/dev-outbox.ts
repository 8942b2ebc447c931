import type { Context, Hono } from "hono";
import type { Outbox } from "~/adapters/outbox/outbox";
import { errorBody } from "./api/errors";
import type { AppEnv } from "./app-env";

/**
 * The dev outbox holds every code and reset link a local run sent. A local run listens on all interfaces, so it is
 * answered only to the machine itself: judged by the socket's address, never by a header a client can write.
 */
export function mountDevOutbox(
  app: Hono<AppEnv>,
  outbox: Outbox,
  socketAddress: (c: Context<AppEnv>) => string,
) {
  app.use("/api/dev/outbox", async (c, next) => {
    if (!isLoopback(socketAddress(c))) {
      return c.json(errorBody("NOT_FOUND", "No such API endpoint."), 404);
    }
    await next();
  });
  app.get("/api/dev/outbox", (c) => c.json(outbox.list()));
  app.delete("/api/dev/outbox", (c) => {
    outbox.clear();
    return c.body(null, 204);
  });
}

/** 127.0.0.0/8, ::1, and IPv4 loopback mapped into IPv6 (::ffff:127.x.x.x). */
export function isLoopback(address: string): boolean {
  const v4 = address.toLowerCase().replace(/^::ffff:/, "");
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)) return true;
  return address === "::1" || address === "0:0:0:0:0:0:0:1";
}
