import { createRoute, z } from "@hono/zod-openapi";
import { chooseMemberLocation } from "~/domain/geo/choose-member-location.server";
import { MemberLocationSchema } from "~/domain/geo/geo-schemas";
import { readMemberLocation } from "~/domain/geo/read-member-location.server";
import { requireApiUser } from "../auth/api-user";
import { errorResponse, requireJsonBody } from "./errors";
import type { createApiRouter } from "./openapi-app";
import { caller, signedIn } from "./signed-in";

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const MemberLocation = z
  .object({ location: z.string().nullable().openapi({ example: "PUNE, INDIA" }) })
  .openapi("MemberLocation");
const json = (description: string) => ({
  description,
  content: { "application/json": { schema: MemberLocation } },
});

const read = createRoute({
  method: "get",
  path: "/me/location",
  tags: ["Places"],
  summary: "Your location as you chose it last, on any device (null when never chosen)",
  security,
  responses: { 200: json("Your location"), 401: errorResponse("Not signed in") },
});

const choose = createRoute({
  method: "put",
  path: "/me/location",
  tags: ["Places"],
  summary: "Choose your location: a place's name, or a position Mandi names (INDIA when it cannot)",
  security,
  middleware: [signedIn, requireJsonBody] as const,
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: MemberLocationSchema.openapi("MemberLocationInput") } },
    },
  },
  responses: {
    200: json("Stored, upper case"),
    401: errorResponse("Not signed in"),
    422: errorResponse("Not a place Mandi knows, or a malformed position"),
  },
});

export function registerMemberLocationRoutes(api: ReturnType<typeof createApiRouter>) {
  api.openapi(read, async (c) => {
    const { user } = await requireApiUser(c);
    return c.json({ location: await readMemberLocation(c.get("services"), { userId: user.id }) }, 200);
  });
  api.openapi(choose, async (c) => {
    const userId = caller(c).id;
    return c.json(await chooseMemberLocation(c.get("services"), { userId, ...c.req.valid("json") }), 200);
  });
}
