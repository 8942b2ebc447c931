import { createRoute, z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { AVATAR_MAX_BYTES } from "~/domain/accounts/account-limits";
import { AccountSchema, NotificationPreferencesSchema } from "~/domain/accounts/accounts-schemas";
import { changeAvatar } from "~/domain/accounts/change-avatar.server";
import { getNotificationPreferences } from "~/domain/accounts/get-notification-preferences.server";
import { saveNotificationPreferences } from "~/domain/accounts/save-notification-preferences.server";
import { AVATAR_TOO_LARGE } from "~/domain/accounts/store-avatar.server";
import { updateAccount } from "~/domain/accounts/update-account.server";
import { AppError } from "~/domain/shared/app-error";
import { requireApiUser } from "../auth/api-user";
import { errorBody, errorResponse } from "./errors";
import type { createApiRouter } from "./openapi-app";

const Me = z
  .object({
    id: z.string(),
    name: z.string().openapi({ description: '"" when never given; show "User"' }),
    email: z.string().nullable().openapi({ description: "null for an account made with a phone code alone" }),
    emailVerified: z.boolean(),
    image: z.string().nullable().openapi({ description: "/media URL of the profile photo (256×256 WebP)" }),
    phoneNumber: z.string().nullable().openapi({ description: "E.164, verified" }),
    createdAt: z.string().openapi({ format: "date-time" }),
  })
  .openapi("Me");
const Preferences = z
  .object({ newMessages: z.boolean(), promotionalEmails: z.boolean(), productUpdates: z.boolean() })
  .openapi("NotificationPreferences");
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

const getMe = createRoute({
  method: "get",
  path: "/me",
  tags: ["Account"],
  summary: "The signed-in user",
  security,
  responses: { 200: json(z.object({ user: Me }), "The user"), 401: errorResponse("Not signed in") },
});

const patchMe = createRoute({
  method: "patch",
  path: "/me",
  tags: ["Account"],
  summary: "Change your name; a new e-mail is confirmed by a link sent to it",
  security,
  request: { body: { required: true, content: { "application/json": { schema: AccountSchema } } } },
  responses: {
    200: json(z.object({ user: Me, emailChangeRequested: z.boolean() }), "Saved"),
    401: errorResponse("Not signed in"),
    422: errorResponse("A field is invalid"),
  },
});

const putAvatar = createRoute({
  method: "put",
  path: "/me/avatar",
  tags: ["Account"],
  summary: "Upload a profile photo (PNG or JPEG, at most 10 MB, field `photo`)",
  security,
  request: {
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({ photo: z.any().openapi({ type: "string", format: "binary" }) }),
        },
      },
    },
  },
  responses: {
    200: json(z.object({ image: z.string() }), "Stored and re-encoded to WebP"),
    401: errorResponse("Not signed in"),
    413: errorResponse("Larger than 10 MB"),
    415: errorResponse("Not a PNG or JPEG"),
  },
});

const getPreferences = createRoute({
  method: "get",
  path: "/me/notification-preferences",
  tags: ["Account"],
  summary: "Which e-mails you get",
  security,
  responses: { 200: json(Preferences, "The three switches"), 401: errorResponse("Not signed in") },
});

const putPreferences = createRoute({
  method: "put",
  path: "/me/notification-preferences",
  tags: ["Account"],
  summary: "Save which e-mails you get (a missing switch is off)",
  security,
  request: {
    body: { required: true, content: { "application/json": { schema: NotificationPreferencesSchema } } },
  },
  responses: {
    200: json(Preferences, "Saved"),
    401: errorResponse("Not signed in"),
    422: errorResponse("Invalid"),
  },
});

/** /api/v1/me…: the caller's own account only — the session says who, nothing in the request can name another. */
export function registerAccountsRoutes(api: ReturnType<typeof createApiRouter>) {
  api.openAPIRegistry.registerComponent("securitySchemes", "bearer", {
    type: "http",
    scheme: "bearer",
    description: "The token from the `set-auth-token` header of a sign-in at /api/auth/*",
  });
  api.openAPIRegistry.registerComponent("securitySchemes", "cookie", {
    type: "apiKey",
    in: "cookie",
    name: "mandi.session_token",
  });

  api.openapi(getMe, async (c) => {
    const { user } = await requireApiUser(c);
    return c.json({ user }, 200);
  });

  api.openapi(patchMe, async (c) => {
    const { user, headers } = await requireApiUser(c);
    const deps = { auth: c.get("auth"), services: c.get("services") };
    const { emailChangeRequested } = await updateAccount(
      deps,
      user,
      { fields: c.req.valid("json") },
      { headers },
    );
    const { user: updated } = await requireApiUser(c);
    return c.json({ user: updated, emailChangeRequested }, 200);
  });

  // Refused while streaming in: a photo over 10 MB (plus the multipart framing) is never held in memory.
  api.use(
    "/me/avatar",
    bodyLimit({
      maxSize: AVATAR_MAX_BYTES + 64 * 1024,
      onError: (c) => c.json(errorBody("PAYLOAD_TOO_LARGE", AVATAR_TOO_LARGE), 413),
    }),
  );
  api.openapi(putAvatar, async (c) => {
    const { user, headers } = await requireApiUser(c);
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const photo = body.photo;
    if (!(photo instanceof File) || photo.size === 0)
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", "server_accounts_avatar_type");
    const bytes = Buffer.from(await photo.arrayBuffer());
    const image = await changeAvatar({ auth: c.get("auth"), services: c.get("services") }, user, bytes, {
      headers,
    });
    return c.json({ image }, 200);
  });

  api.openapi(getPreferences, async (c) => {
    const { user } = await requireApiUser(c);
    return c.json(await getNotificationPreferences(c.get("services"), user.id), 200);
  });

  api.openapi(putPreferences, async (c) => {
    const { user } = await requireApiUser(c);
    return c.json(await saveNotificationPreferences(c.get("services"), user.id, c.req.valid("json")), 200);
  });
}
