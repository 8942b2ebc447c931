import type { Context } from "hono";
import { AVATAR_TOO_LARGE } from "~/domain/accounts/store-avatar.server";
import { toastCookieHeader } from "~/web/toast-cookie.server";
import type { AppEnv } from "../app-env";

/**
 * The Settings form carries the profile photo: a body over 10 MB (plus the form's framing) is cut off while it
 * streams in — even one sent without Content-Length — by the input guard (server/input-guard/body-limits.ts), and
 * the browser is sent back with the reason as a toast. Its `.data` twin, fetched by the page's scripts, gets the
 * plain 413.
 */
export function settingsUploadTooLarge(c: Context<AppEnv>): Response | undefined {
  if (c.req.method !== "POST" || c.req.path.replace(/\/$/, "") !== "/settings") return undefined;
  c.header(
    "Set-Cookie",
    toastCookieHeader({
      title: "Changes Not Saved",
      description: AVATAR_TOO_LARGE,
      variant: "destructive",
    }),
  );
  return c.redirect("/settings", 303);
}
