import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabaseWithPlaces } from "~/tests/support/test-database";

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp(await getTestDatabaseWithPlaces());
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.app.request(t.url(`/api/v1${path}`));
  return { status: res.status, body: await res.json() };
};

describe("GET /api/v1/geo/reverse", () => {
  it("names a position 'City, Country'", async () => {
    expect(await get("/geo/reverse?lat=18.5204&lng=73.8567")).toEqual({
      status: 200,
      body: { location: "Pune, India", city: "Pune", country: "India", source: "places" },
    });
    expect((await get("/geo/reverse?lat=15&lng=65")).body.location).toBe("INDIA");
  });

  it("answers 400 naming a bad, non-numeric or missing coordinate", async () => {
    const tooFar = await get("/geo/reverse?lat=999&lng=73.8");
    expect(tooFar).toEqual({
      status: 400,
      body: {
        error: {
          code: "BAD_REQUEST",
          message: "Latitude must be between -90 and 90.",
          fields: { lat: "Latitude must be between -90 and 90." },
        },
      },
    });
    expect(await get("/geo/reverse?lat=abc&lng=73.8")).toMatchObject({
      status: 400,
      body: { error: { fields: { lat: "Latitude must be a number." } } },
    });
    expect(await get("/geo/reverse?lat=18.5")).toMatchObject({
      status: 400,
      body: { error: { code: "BAD_REQUEST", fields: { lng: expect.stringMatching(/required/) } } },
    });
    expect((await get("/geo/reverse?lat=&lng=")).status).toBe(400);
  });
});

describe("GET /api/v1/geo/search", () => {
  it("finds towns by a typo and a PIN", async () => {
    const typo = await get("/geo/search?q=Puen");
    expect(typo.status).toBe(200);
    expect(typo.body.places[0]).toMatchObject({ kind: "city", name: "Pune", label: "Pune, Maharashtra" });
    const pin = await get("/geo/search?q=411001");
    expect(pin.body.places[0]).toMatchObject({
      kind: "pin",
      pincode: "411001",
      label: "411001 · Pune, Maharashtra",
    });
  });

  it("answers 400 without a query", async () => {
    expect(await get("/geo/search")).toMatchObject({ status: 400, body: { error: { code: "BAD_REQUEST" } } });
    expect((await get("/geo/search?q=a")).status).toBe(400);
  });

  it("documents both routes and their 400s", async () => {
    const doc = (await get("/openapi.json")).body;
    expect(Object.keys(doc.paths["/geo/reverse"].get.responses)).toEqual(["200", "400"]);
    expect(Object.keys(doc.paths["/geo/search"].get.responses)).toEqual(["200", "400"]);
  });
});

describe("GET /api/v1/geo/nearest", () => {
  it("names the place an ad posted here would name, with its town; null out at sea", async () => {
    const near = await get("/geo/nearest?lat=18.5247&lng=73.8471");
    expect(near.status).toBe(200);
    expect(near.body.place).toMatchObject({ kind: "locality", town: "Pune", state: "Maharashtra" });
    expect(await get("/geo/nearest?lat=15&lng=65")).toEqual({ status: 200, body: { place: null } });
  });

  it("answers 400 naming a bad or missing coordinate", async () => {
    expect(await get("/geo/nearest?lat=999&lng=73.8")).toMatchObject({
      status: 400,
      body: { error: { code: "BAD_REQUEST", fields: { lat: "Latitude must be between -90 and 90." } } },
    });
    expect((await get("/geo/nearest?lng=73.8")).status).toBe(400);
  });
});
