import type { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { toastCookieHeader } from "~/app/lib/toast.server";
import { AVATAR_MAX_BYTES } from "~/domain/accounts/account-limits";
import { AVATAR_TOO_LARGE } from "~/domain/accounts/store-avatar.server";
import type { AppEnv } from "../app-env";

/**
 * The Settings form carries the profile photo: a body over 10 MB (plus the form's framing) is cut off while it
 * streams in — even one sent without Content-Length — and the browser is sent back with the reason as a toast.
 */
export function limitSettingsUploads(app: Hono<AppEnv>) {
  app.post(
    "/settings",
    bodyLimit({
      maxSize: AVATAR_MAX_BYTES + 64 * 1024,
      onError: (c) => {
        c.header(
          "Set-Cookie",
          toastCookieHeader({
            title: "Changes Not Saved",
            description: AVATAR_TOO_LARGE,
            variant: "destructive",
          }),
        );
        return c.redirect("/settings", 303);
      },
    }),
  );
}
