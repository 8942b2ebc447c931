import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { authClient } from "~/tests/support/auth-requests";
import { pageBrowser } from "~/tests/support/page-browser";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

// What the server renders for a signed-in member is marked private (app/entry.server.tsx): no shared cache and
// not Mandi's service worker keeps it (docs/decisions/021-pwa.md).
let database: Database;
let t: TestContext;

beforeAll(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
  t = await createTestApp(database, { pages: true, rateLimitScale: 20 });
}, 120_000);
afterAll(() => t.close());

describe("pages rendered for a member", () => {
  it("are private, pages and their data alike; a visitor's are not", async () => {
    const visitor = pageBrowser(t);
    expect((await visitor.get("/about")).headers.get("cache-control")).toBeNull();
    expect((await visitor.get("/about.data")).headers.get("cache-control")).toBeNull();

    await authClient(t).signUp({
      email: "meera@example.in",
      phone: "+919876512345",
      password: "monsoon-chai-1987",
    });
    const member = pageBrowser(t);
    await member.post("/login", {
      intent: "email-sign-in",
      email: "meera@example.in",
      password: "monsoon-chai-1987",
    });
    const page = await member.get("/about");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-cache");
    expect((await member.get("/about.data")).headers.get("cache-control")).toBe("private, no-cache");
  });
});
