import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

let database: Database;
let t: TestContext;

const valid = { name: "Asha", email: "asha@example.in", subject: "Hello", message: "A question about ads." };

beforeAll(async () => {
  database = await getTestDatabase();
  t = await createTestApp(database, { rateLimitScale: 0.2 });
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(database);
  t.outbox.clear();
  // Each test starts with a fresh limit: in-process requests all come from 127.0.0.1.
  await t.close();
  t = await createTestApp(database, { rateLimitScale: 0.2 });
});

const post = (body: string, contentType = "application/json") =>
  t.app.request(t.url("/api/v1/contact"), {
    method: "POST",
    headers: { "Content-Type": contentType },
    body,
  });

describe("POST /api/v1/contact", () => {
  it("answers 201, stores the message and mails support", async () => {
    const res = await post(JSON.stringify(valid));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ id: expect.any(Number), createdAt: expect.any(String) });
    expect(await database.db.select().from(contactMessages)).toHaveLength(1);
    expect(t.outbox.list()).toEqual([
      expect.objectContaining({ channel: "email", to: t.services.settings.supportEmail }),
    ]);
  });

  it("answers 422 with a message per field for bad input", async () => {
    const res = await post(JSON.stringify({ name: "", email: "nope", subject: 42 }));
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error.code).toBe("VALIDATION");
    expect(Object.keys(body.error.fields).sort()).toEqual(["email", "message", "name", "subject"]);
    expect(body.error.fields.name).toBe("Please enter your name.");
  });

  it("says its messages in the request's language; the codes stay the same", async () => {
    const res = await t.app.request(t.url("/api/v1/contact"), {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "hi-IN,hi;q=0.9,en;q=0.8" },
      body: JSON.stringify({ ...valid, name: "" }),
    });
    expect(res.status).toBe(422);
    const { error } = await res.json();
    expect(error.code).toBe("VALIDATION");
    expect(error.fields.name).toBe("कृपया अपना नाम डालें।");
    expect(error.message).toBe("कृपया अपना नाम डालें।");
  });

  it("never answers 500 for a malformed or non-JSON body", async () => {
    const malformed = await post("{not json");
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toEqual({
      code: "BAD_REQUEST",
      message: "The request body is not valid JSON.",
    });
    const form = await post("name=Asha", "application/x-www-form-urlencoded");
    expect(form.status).toBe(415);
    expect((await form.json()).error).toEqual({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "Send the body as JSON (Content-Type: application/json).",
    });
  });

  it("answers 429 with Retry-After when the address sent too many", async () => {
    expect((await post(JSON.stringify(valid))).status).toBe(201);
    const res = await post(JSON.stringify(valid));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await res.json()).error.code).toBe("RATE_LIMITED");
    // The domain's refusal (a message key and its wait) is said in the request's language; the code stays.
    const hindi = await t.app.request(t.url("/api/v1/contact"), {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "hi" },
      body: JSON.stringify(valid),
    });
    expect(hindi.status).toBe(429);
    const { error } = await hindi.json();
    expect(error.code).toBe("RATE_LIMITED");
    expect(error.message).toMatch(/^बहुत ज़्यादा कोशिशें हुईं, \d+ (सेकंड|मिनट) बाद फिर से कोशिश करें।$/);
  });

  it("is described in the OpenAPI document", async () => {
    const doc = await (await t.app.request(t.url("/api/v1/openapi.json"))).json();
    expect(doc.paths["/contact"].post.requestBody.content["application/json"].schema.required).toEqual([
      "name",
      "email",
      "subject",
      "message",
    ]);
  });
});
