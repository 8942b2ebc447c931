import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authClient } from "~/tests/support/auth-requests";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabaseWithPlaces, resetDatabase } from "~/tests/support/test-database";

let t: TestContext;
let token: string;

beforeAll(async () => {
  const database = await getTestDatabaseWithPlaces();
  await resetDatabase(database);
  t = await createTestApp(database);
  token = (await authClient(t).signUp({ email: "apploc@example.com", phone: "9876500022" })).token;
});
afterAll(() => t.close());

const call = async (method: string, body?: unknown, bearer: string | null = token) => {
  const res = await t.app.request(t.url("/api/v1/me/location"), {
    method,
    headers: {
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: await res.json() };
};

describe("/api/v1/me/location", () => {
  it("keeps a position named by Mandi or a chosen place on the profile", async () => {
    expect(await call("GET")).toEqual({ status: 200, body: { location: null } });
    expect(await call("PUT", { lat: 18.5204, lng: 73.8567 })).toEqual({
      status: 200,
      body: { location: "PUNE, INDIA" },
    });
    expect(await call("GET")).toEqual({ status: 200, body: { location: "PUNE, INDIA" } });
    expect(await call("PUT", { location: "Kothrud" })).toEqual({
      status: 200,
      body: { location: "KOTHRUD" },
    });
    expect((await call("GET")).body.location).toBe("KOTHRUD");
  });

  it("refuses unknown places, half a position and visitors", async () => {
    expect((await call("PUT", { location: "Narnia" })).status).toBe(422);
    expect((await call("PUT", { lat: 18.5 })).status).toBe(422);
    expect((await call("PUT", { lat: 999, lng: 73 })).status).toBe(422);
    expect((await call("PUT", { location: "Pune" }, null)).status).toBe(401);
    expect((await call("PUT", { lat: 999 }, null)).status).toBe(401);
    expect((await call("GET", undefined, null)).status).toBe(401);
  });
});
