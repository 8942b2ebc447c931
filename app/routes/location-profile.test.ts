import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabaseWithPlaces, resetDatabase } from "~/tests/support/test-database";

let database: Database;
let t: TestContext;

beforeAll(async () => {
  database = await getTestDatabaseWithPlaces();
  await resetDatabase(database);
  t = await createTestApp(database, { pages: true });
}, 120_000);
afterAll(() => t.close());

/** Signs up and in; the pages know members by their session cookie. */
async function signIn(email: string, phone: string) {
  const auth = authClient(t);
  const { userId, password } = await auth.signUp({ email, phone });
  await database.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
  const res = await auth.post("/sign-in/email", { email, password });
  const cookie = /mandi\.session_token=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error("no session cookie");
  return { userId, cookie };
}

const post = (cookie: string | null, fields: Record<string, string>) =>
  t.app.request(t.url("/location"), {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: new URL(t.url("/")).origin,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });

const stored = async (id: string) => (await database.db.select().from(users).where(eq(users.id, id)))[0];

describe("a member's location follows them", () => {
  it("keeps a detected or chosen location on the profile and brings it to a new device", async () => {
    const { cookie, userId } = await signIn("loc@example.com", "9876500011");

    const detected = await post(cookie, { intent: "coords", lat: "18.5204", lng: "73.8567" });
    expect(detected.status).toBe(302);
    expect(detected.headers.get("set-cookie")).toContain("mandi_location=PUNE%2C%20INDIA");
    expect(await stored(userId)).toMatchObject({
      location: "PUNE, INDIA",
      locationLat: 18.5204,
      locationLng: 73.8567,
    });

    // Another device: signed in, no location cookie yet.
    const page = await t.app.request(t.url("/location"), { headers: { cookie } });
    expect(page.headers.get("set-cookie")).toContain("mandi_location=PUNE%2C%20INDIA");
    expect(await page.text()).toMatch(/Current location:(?:<!-- -->)? <strong>PUNE, INDIA<\/strong>/);

    await post(cookie, { intent: "choose", location: "Kothrud" });
    expect(await stored(userId)).toMatchObject({ location: "KOTHRUD", locationLat: null, locationLng: null });
  });

  it("leaves a visitor's choice in the cookie only", async () => {
    const res = await post(null, { intent: "choose", location: "Pune" });
    expect(res.headers.get("set-cookie")).toContain("mandi_location=PUNE");
    const page = await t.app.request(t.url("/location"));
    expect(page.headers.get("set-cookie") ?? "").not.toContain("mandi_location");
  });
});
