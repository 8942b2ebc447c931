import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createNominatimGeocoder } from "./nominatim-geocoder";

/** A local stand-in for a Nominatim server: answers from `reply`, after `delayMs`. */
let server: Server;
let url = "";
let requests: IncomingMessage[] = [];
let reply: { status: number; body: unknown; delayMs: number };

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req);
    setTimeout(() => {
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(JSON.stringify(reply.body));
    }, reply.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/nominatim/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests = [];
  reply = {
    status: 200,
    body: { address: { city: "Pune", state: "Maharashtra", country: "India" } },
    delayMs: 0,
  };
});

const geocoder = (timeoutMs = 500) =>
  createNominatimGeocoder({ url, userAgent: "Mandi/1.0 (+http://localhost:3000)", timeoutMs });

describe("createNominatimGeocoder", () => {
  it("asks /reverse?format=json&lat&lon with an identifying User-Agent and reads city and country", async () => {
    expect(await geocoder().reverse({ lat: 18.5204, lng: 73.8567 })).toEqual({
      city: "Pune",
      country: "India",
    });
    const asked = new URL(requests[0]?.url ?? "", "http://x");
    expect(asked.pathname).toBe("/nominatim/reverse");
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      format: "json",
      lat: "18.520400",
      lon: "73.856700",
    });
    expect(requests[0]?.headers["user-agent"]).toBe("Mandi/1.0 (+http://localhost:3000)");
  });

  it("falls back from city to town, village and state_district; null without a country", async () => {
    reply.body = { address: { village: "Velhe", country: "India" } };
    expect(await geocoder().reverse({ lat: 18.3, lng: 73.6 })).toEqual({ city: "Velhe", country: "India" });
    reply.body = { address: { state_district: "Pune District", country: "India" } };
    expect(await geocoder().reverse({ lat: 18.3, lng: 73.6 })).toEqual({
      city: "Pune District",
      country: "India",
    });
    reply.body = { error: "Unable to geocode" };
    expect(await geocoder().reverse({ lat: 15, lng: 65 })).toBeNull();
  });

  it("answers a nearby position again from its cache", async () => {
    const g = geocoder();
    await g.reverse({ lat: 18.5204, lng: 73.8567 });
    reply.body = { address: { city: "Elsewhere", country: "India" } };
    expect(await g.reverse({ lat: 18.52041, lng: 73.85671 })).toEqual({ city: "Pune", country: "India" });
    expect(requests).toHaveLength(1);
  });

  it("gives up after its timeout and on an HTTP error", async () => {
    reply.delayMs = 1_000;
    const started = Date.now();
    await expect(geocoder(200).reverse({ lat: 18.5, lng: 73.8 })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(900);
    reply = { status: 503, body: {}, delayMs: 0 };
    await expect(geocoder().reverse({ lat: 18.5, lng: 73.8 })).rejects.toThrow("503");
  });
});
