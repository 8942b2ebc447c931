import { type Agent, Agent as HttpAgent, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase } from "~/tests/support/test-database";
import { createGracefulHttpServer } from "./graceful-http";
import { createReadiness } from "./readiness";

let database: Database;
let t: TestContext;
beforeAll(async () => {
  database = await getTestDatabase();
  t = await createTestApp(database);
});
afterAll(() => t.close());

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

function get(port: number, path: string, agent: Agent): Promise<Answer & { reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, agent }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          body,
          reused: req.reusedSocket,
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

it("on SIGTERM finishes every request in flight and on open connections, then closes the database", async () => {
  // Requests to /slow/* hold until the test lets them go, then read the real API (and so the database).
  const events: string[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let entered = 0;
  const listener = getRequestListener(async (req) => {
    const url = new URL(req.url);
    if (url.pathname.startsWith("/slow/")) {
      entered++;
      await gate;
      const answer = await t.app.request(t.url("/api/v1/categories"));
      events.push(`answered ${url.pathname}`);
      return answer;
    }
    return t.app.fetch(req);
  });
  let exitCode: number | undefined;
  const server = createGracefulHttpServer(listener, {
    logger: pino({ level: "silent" }),
    close: async () => {
      events.push("database closed");
    },
    exit: (code) => {
      exitCode = code;
    },
  });
  await new Promise<void>((resolve) => server.http.listen(0, "127.0.0.1", resolve));
  const { port } = server.http.address() as AddressInfo;

  const busy = Array.from({ length: 5 }, (_, i) => get(port, `/slow/${i}`, new HttpAgent()));
  const keepAlive = new HttpAgent({ keepAlive: true, maxSockets: 1 });
  expect((await get(port, "/api/v1/categories", keepAlive)).status).toBe(200);
  await expect.poll(() => entered).toBe(5);

  const stopped = server.shutdown("SIGTERM");

  // A new request on the connection that stayed open is still served, and the connection closed after it.
  const late = await get(port, "/api/v1/categories", keepAlive);
  expect(late.status).toBe(200);
  expect(late.connection).toBe("close");
  expect(JSON.parse(late.body)).toHaveProperty("categories");
  // No new connection is accepted.
  await expect(get(port, "/api/v1/categories", new HttpAgent())).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);
  expect(events).toEqual([]);

  release();
  const answers = await Promise.all(busy);
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty("categories");
  }
  await stopped;
  expect(events.at(-1)).toBe("database closed");
  expect(events.filter((e) => e.startsWith("answered"))).toHaveLength(5);
  expect(exitCode).toBe(0);
  keepAlive.destroy();
});

it("exits with 1 after the force timer when closing hangs", async () => {
  let exitCode: number | undefined;
  const server = createGracefulHttpServer(() => undefined, {
    logger: pino({ level: "silent" }),
    close: () => new Promise(() => {}),
    exit: (code) => {
      exitCode = code;
    },
    forceExitMs: 50,
  });
  await new Promise<void>((resolve) => server.http.listen(0, "127.0.0.1", resolve));
  void server.shutdown("SIGTERM");
  await expect.poll(() => exitCode).toBe(1);
});

it("keeps an idle keep-alive connection open longer than a proxy keeps its own, so the proxy's next request lands", async () => {
  const server = createGracefulHttpServer(getRequestListener(t.app.fetch), {
    logger: pino({ level: "silent" }),
    close: async () => {},
    exit: () => {},
  });
  await new Promise<void>((resolve) => server.http.listen(0, "127.0.0.1", resolve));
  const { port } = server.http.address() as AddressInfo;
  const proxy = new HttpAgent({ keepAlive: true, maxSockets: 1 });
  expect((await get(port, "/api/v1/categories", proxy)).status).toBe(200);
  // Node's default closed the connection after 5 s idle; nginx keeps its upstream connections for 60 s.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  const next = await get(port, "/api/v1/categories", proxy);
  expect(next).toMatchObject({ status: 200, reused: true });
  proxy.destroy();
  await server.shutdown("SIGTERM");
}, 20_000);

it("on SIGTERM turns /readyz 503 first, serves on through the drain delay, then closes the listener and finishes requests in flight", async () => {
  const readiness = createReadiness([{ name: "database", check: async () => {} }]);
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const listener = getRequestListener(async (req) => {
    const url = new URL(req.url);
    if (url.pathname === "/slow") {
      await gate;
      return new Response("slow done");
    }
    if (url.pathname === "/readyz") {
      const { ready, body } = await readiness.check();
      return Response.json(body, { status: ready ? 200 : 503 });
    }
    return new Response("ok");
  });
  let exitCode: number | undefined;
  const drainMs = 1_500;
  const server = createGracefulHttpServer(listener, {
    logger: pino({ level: "silent" }),
    close: async () => {},
    exit: (code) => {
      exitCode = code;
    },
    drainMs,
    onDraining: () => readiness.drain(),
  });
  await new Promise<void>((resolve) => server.http.listen(0, "127.0.0.1", resolve));
  const { port } = server.http.address() as AddressInfo;
  expect((await get(port, "/readyz", new HttpAgent())).status).toBe(200);
  const slow = get(port, "/slow", new HttpAgent());

  const signalled = performance.now();
  const stopped = server.shutdown("SIGTERM");
  // The balancer's probe sees 503 at once; anyone else is still served, on new connections too.
  const probe = await get(port, "/readyz", new HttpAgent());
  expect(probe.status).toBe(503);
  expect(JSON.parse(probe.body)).toEqual({ status: "draining" });
  expect((await get(port, "/page", new HttpAgent())).status).toBe(200);

  // After the delay the listener is closed; the request in flight still finishes.
  await expect
    .poll(
      () =>
        get(port, "/page", new HttpAgent()).then(
          () => "open",
          () => "closed",
        ),
      { timeout: 10_000 },
    )
    .toBe("closed");
  expect(performance.now() - signalled).toBeGreaterThanOrEqual(drainMs - 50);
  expect(exitCode).toBeUndefined();
  release();
  expect(await slow).toMatchObject({ status: 200, body: "slow done" });
  await stopped;
  expect(exitCode).toBe(0);
});
