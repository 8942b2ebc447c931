import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, request as playwrightRequest, test } from "@playwright/test";
import pg from "pg";
import WebSocket from "ws";
import { createAccount, freshPerson } from "./support/accounts";
import { type MandiProcess, startMandi, waitUntilReady } from "./support/mandi-process";

// Two Mandi processes on one PostgreSQL: user A's screen is connected to one, user B's to the other, and a
// message A sends reaches B at once — through Redis pub/sub when REDIS_URL is set, and through PostgreSQL
// LISTEN/NOTIFY when it is not. The build exists: the web server made it.
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
// tls-proxy.test.ts uses E2E_PORT + 1 and + 2.
const PORTS = [6, 7, 8, 9].map((n) => E2E_PORT + n);
const AUTH_SECRET = "two-instances-test-secret-0123456789abcdef";

test.describe.configure({ mode: "serial" });
test.skip(
  !databaseUrl,
  "needs PostgreSQL: set TEST_DATABASE_URL (CI does) to run two instances on one database",
);

interface Instance extends MandiProcess {
  port: number;
  url: string;
  dataDir: string;
}

let dbName = "";
let instanceDbUrl = "";
const running: Instance[] = [];
let alice: { email: string; cookie: string };
let bob: { email: string; cookie: string; id: string };

function adminUrl() {
  const url = new URL(databaseUrl as string);
  url.pathname = "/postgres";
  return url.toString();
}

async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

function startInstance(port: number, extraEnv: Record<string, string>): Instance {
  const dataDir = mkdtempSync(path.join(tmpdir(), "mandi-two-"));
  const server = startMandi({
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: instanceDbUrl,
    // Both instances must read each other's session cookies.
    AUTH_SECRET,
    RATE_LIMIT_SCALE: "50",
    // Only what the test passes: a developer's own REDIS_URL or PUBLIC_URL must not change the fan-out.
    REDIS_URL: undefined,
    PUBLIC_URL: undefined,
    ...extraEnv,
  });
  const instance = { ...server, port, url: `http://localhost:${port}`, dataDir };
  running.push(instance);
  return instance;
}

function ready(instance: Instance) {
  return waitUntilReady(instance, 120, `instance on ${instance.port}`);
}

async function stop(instance: Instance) {
  instance.child.kill("SIGTERM");
  await instance.exited;
  rmSync(instance.dataDir, { recursive: true, force: true });
  running.splice(running.indexOf(instance), 1);
}

/** A verified account made through the API, then signed in on `instance`: its session cookie. */
async function signedInMember(instance: Instance) {
  const request: APIRequestContext = await playwrightRequest.newContext({ baseURL: instance.url });
  try {
    const person = await createAccount(request, instance.url, freshPerson("member"));
    const res = await request.post("/api/auth/sign-in/email", {
      data: { email: person.email, password: person.password },
      headers: { origin: instance.url },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const { user } = (await res.json()) as { user: { id: string } };
    const cookies = (await request.storageState()).cookies;
    return {
      id: user.id,
      email: person.email,
      cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; "),
    };
  } finally {
    await request.dispose();
  }
}

interface LiveEvent {
  t: string;
  message?: { id: number; senderId: string; clientId: string; body: string; conversationId: number };
}

/** A signed-in screen's WebSocket (/ws, session cookie), and the events it has received. */
async function openScreen(instance: Instance, cookie: string) {
  const ws = new WebSocket(`${instance.url.replace("http", "ws")}/ws`, { headers: { cookie } });
  const events: LiveEvent[] = [];
  const waiters: { match: (e: LiveEvent) => boolean; resolve: (e: LiveEvent) => void }[] = [];
  ws.on("message", (data) => {
    const event = JSON.parse(data.toString()) as LiveEvent;
    events.push(event);
    for (const w of [...waiters]) {
      if (!w.match(event)) continue;
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(event);
    }
  });
  await new Promise<void>((resolve, reject) => {
    ws.once("error", reject);
    ws.once("unexpected-response", (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    const hello = (data: WebSocket.RawData) => {
      if ((JSON.parse(data.toString()) as LiveEvent).t === "hello") {
        ws.off("message", hello);
        resolve();
      }
    };
    ws.on("message", hello);
  });
  return {
    ws,
    send: (value: object) => ws.send(JSON.stringify(value)),
    /** The first event (already received or still to come) that matches. */
    next(match: (e: LiveEvent) => boolean): Promise<LiveEvent> {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    close: () => ws.close(),
  };
}

const messageWith = (body: string) => (e: LiveEvent) => e.t === "message" && e.message?.body === body;

/** A writes to B by e-mail over the API (A on `one`, B on `two`); B answers over their socket, then A over theirs. */
async function messagesCross(one: Instance, two: Instance, label: string) {
  const screenA = await openScreen(one, alice.cookie);
  const screenB = await openScreen(two, bob.cookie);
  try {
    // First contact over the API, on A's instance.
    const first = `Hello from instance one (${label})`;
    const res = await fetch(`${one.url}/api/v1/conversations`, {
      method: "POST",
      headers: { cookie: alice.cookie, origin: one.url, "content-type": "application/json" },
      body: JSON.stringify({ to: bob.email, subject: "Two instances", body: first }),
    });
    // Written to a member by address, the answer is the same whether or not they exist (issue 25 §7): B's
    // screen is where the chat shows up.
    expect(res.status, await res.clone().text()).toBe(202);
    expect(await res.json()).toEqual({ sent: true });
    const delivered = await screenB.next(messageWith(first));
    const conversationId = delivered.message?.conversationId as number;
    expect(conversationId).toBeGreaterThan(0);

    // B answers over B's socket on instance two → A's socket on instance one (the chat is in A's inbox from then).
    const reply = `Yes, come and see it (${label})`;
    screenB.send({ t: "send", c: conversationId, id: randomUUID(), body: reply });
    expect((await screenA.next(messageWith(reply))).message?.senderId).toBe(bob.id);

    // And back: A's socket on instance one → B's socket on instance two.
    const second = `Is it still available? (${label})`;
    screenA.send({ t: "send", c: conversationId, id: randomUUID(), body: second });
    expect((await screenB.next(messageWith(second))).message?.senderId).not.toBe(bob.id);

    // Nothing was lost on the way: what B can fetch is what B was shown, once each.
    const stored = await fetch(`${two.url}/api/v1/conversations/${conversationId}/messages`, {
      headers: { cookie: bob.cookie },
    });
    expect(stored.status, await stored.clone().text()).toBe(200);
    const { messages } = (await stored.json()) as { messages: { body: string }[] };
    const ofThisRun = messages.map((m) => m.body).filter((body) => body.endsWith(`(${label})`));
    expect(ofThisRun).toEqual([first, reply, second]);
  } finally {
    screenA.close();
    screenB.close();
  }
}

test.beforeAll(async () => {
  // A fresh database: the first instance migrates and seeds it, the others find it ready.
  test.setTimeout(180_000);
  dbName = `test_two_instances_${process.pid}`;
  await admin(`drop database if exists "${dbName}" with (force)`);
  await admin(`create database "${dbName}"`);
  const url = new URL(databaseUrl as string);
  url.pathname = `/${dbName}`;
  instanceDbUrl = url.toString();
  const first = startInstance(PORTS[0] as number, {});
  await ready(first);
  alice = await signedInMember(first);
  bob = await signedInMember(first);
  await stop(first);
});

test.afterEach(async ({ browserName: _ }, info) => {
  if (info.status === info.expectedStatus) return;
  for (const instance of running) await info.attach(`instance ${instance.port}`, { body: instance.output() });
});

test.afterAll(async () => {
  for (const instance of [...running]) await stop(instance);
  if (dbName) await admin(`drop database if exists "${dbName}" with (force)`);
});

test("a message crosses between two instances through Redis", async () => {
  test.skip(!redisUrl, "needs Redis: set TEST_REDIS_URL (CI does)");
  // Two servers start at once on a busy 2-core machine.
  test.setTimeout(120_000);
  const env = { REDIS_URL: redisUrl as string };
  const [one, two] = [startInstance(PORTS[0] as number, env), startInstance(PORTS[1] as number, env)];
  await Promise.all([ready(one), ready(two)]);
  await messagesCross(one, two, "Redis");
  await Promise.all([stop(one), stop(two)]);
});

test("without Redis, PostgreSQL LISTEN/NOTIFY carries it between the instances", async () => {
  test.setTimeout(120_000);
  const [one, two] = [startInstance(PORTS[2] as number, {}), startInstance(PORTS[3] as number, {})];
  await Promise.all([ready(one), ready(two)]);
  await messagesCross(one, two, "LISTEN/NOTIFY");
  await Promise.all([stop(one), stop(two)]);
});
