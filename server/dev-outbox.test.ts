import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase } from "~/tests/support/test-database";
import { isLoopback } from "./dev-outbox";

// Issue 9, hole 11: the dev outbox (every code and reset link) answered anyone who could reach a local run.
let database: Database;
let t: TestContext;
beforeAll(async () => {
  database = await getTestDatabase();
  t = await createTestApp(database, { env: { TRUST_PROXY: "true" } });
  t.outbox.clear();
  await t.services.sms.send("+919876543210", "Your Mandi code is 481516");
});
afterAll(() => t.close());

/** A request as it arrives on a socket from `remoteAddress`. */
const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.request(t.url("/api/dev/outbox"), { headers }, { incoming: { socket: { remoteAddress } } });

describe("the dev outbox", () => {
  it.each(["127.0.0.1", "127.3.4.5", "::1", "::ffff:127.0.0.1"])(
    "is served to a loopback client (%s)",
    async (ip) => {
      const res = await from(ip);
      expect(res.status).toBe(200);
      expect(JSON.stringify(await res.json())).toContain("481516");
    },
  );

  it.each(["192.168.1.20", "10.0.0.7", "203.0.113.9", "2001:db8::1", "::ffff:192.168.1.20"])(
    "answers 404 to a client on the network (%s), without the codes",
    async (ip) => {
      const res = await from(ip);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("481516");
      expect(
        (
          await t.app.request(
            t.url("/api/dev/outbox"),
            { method: "DELETE" },
            { incoming: { socket: { remoteAddress: ip } } },
          )
        ).status,
      ).toBe(404);
    },
  );

  it("believes the socket, not a forwarded header, even behind TRUST_PROXY", async () => {
    const res = await from("203.0.113.9", { "X-Forwarded-For": "127.0.0.1", "X-Real-IP": "127.0.0.1" });
    expect(res.status).toBe(404);
  });

  it("on a real socket listening on every interface: served on 127.0.0.1, refused on the network address", async () => {
    const http = createServer(getRequestListener(t.app.fetch));
    await new Promise<void>((resolve) => http.listen(0, "0.0.0.0", resolve));
    try {
      const { port } = http.address() as AddressInfo;
      const local = await fetch(`http://127.0.0.1:${port}/api/dev/outbox`);
      expect(local.status).toBe(200);
      expect(await local.text()).toContain("481516");
      // This machine's own network address: the connection comes from it, not from loopback.
      const lan = Object.values(networkInterfaces())
        .flat()
        .find((i) => i && !i.internal && i.family === "IPv4");
      expect(lan, "a network interface besides loopback").toBeDefined();
      const remote = await fetch(`http://${lan?.address}:${port}/api/dev/outbox`);
      expect(remote.status).toBe(404);
      expect(await remote.text()).not.toContain("481516");
    } finally {
      http.closeAllConnections();
      http.close();
    }
  });
});

it("knows loopback addresses", () => {
  expect(["127.0.0.1", "127.255.0.1", "::1", "::ffff:127.0.0.1"].every(isLoopback)).toBe(true);
  expect(["128.0.0.1", "0.0.0.0", "::", "::ffff:10.0.0.1", "1127.0.0.1", "localhost"].some(isLoopback)).toBe(
    false,
  );
});
