import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { jobApplications } from "~/db/schema";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

let database: Database;
let t: TestContext;

const valid = {
  name: "Meera Nair",
  email: "meera@example.in",
  phone: "+91 91234 56789",
  coverLetter: "I design for people on entry-level phones and would love to work on Mandi.",
};

beforeAll(async () => {
  database = await getTestDatabase();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(database);
  // A fresh limiter per test: in-process requests all come from 127.0.0.1.
  await t?.close();
  t = await createTestApp(database, { rateLimitScale: 0.2 });
});

const apply = (slug: string, body: unknown) =>
  t.app.request(t.url(`/api/v1/careers/${slug}/applications`), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

async function firstSlug(): Promise<string> {
  const { openings } = await (await t.app.request(t.url("/api/v1/careers"))).json();
  return openings[0].slug;
}

describe("GET /api/v1/careers", () => {
  it("lists the four open positions", async () => {
    const res = await t.app.request(t.url("/api/v1/careers"));
    expect(res.status).toBe(200);
    const { openings } = await res.json();
    expect(openings).toHaveLength(4);
    expect(Object.keys(openings[0]).sort()).toEqual(
      ["department", "description", "employmentType", "location", "slug", "title"].sort(),
    );
  });
});

describe("POST /api/v1/careers/{slug}/applications", () => {
  it("answers 201, stores the application and sends both e-mails", async () => {
    const res = await apply(await firstSlug(), valid);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ id: expect.any(Number), openingTitle: expect.any(String) });
    expect(await database.db.select().from(jobApplications)).toHaveLength(1);
    expect(t.outbox.list().map((e) => e.to)).toEqual([t.services.settings.careersEmail, valid.email]);
  });

  it("answers 422 with a message per field for bad input", async () => {
    const res = await apply(await firstSlug(), { ...valid, phone: "call me", profileUrl: "my site" });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error.code).toBe("VALIDATION");
    expect(body.error.fields).toEqual({
      phone: "Please enter a valid phone number, e.g. +91 98765 43210.",
      profileUrl: "Please enter a full link starting with https://, e.g. your LinkedIn profile.",
    });
  });

  it("never answers 500 for a body that is not JSON", async () => {
    const res = await t.app.request(t.url(`/api/v1/careers/${await firstSlug()}/applications`), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{oops",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("BAD_REQUEST");
  });

  it("answers 404 for a position that does not exist", async () => {
    const res = await apply("chief-astronaut", valid);
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("NOT_FOUND");
  });

  it("answers 429 when the address sent too many", async () => {
    const slug = await firstSlug();
    expect((await apply(slug, valid)).status).toBe(201);
    const res = await apply(slug, valid);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
  });
});
