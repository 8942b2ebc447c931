import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import routes from "~/app/routes";
import type { Database } from "~/db/client.server";
import { authClient } from "~/tests/support/auth-requests";
import { pageBrowser } from "~/tests/support/page-browser";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";

// Issue 9, section 3: whatever a client sends, the answer is never a 5xx. Every API operation of the OpenAPI
// document the app serves and every page route whose module exports an action (app/routes.ts) is sent hostile
// values, anonymously and signed in: a new route is covered the day it is added.

let database: Database;
let t: TestContext;
let bearer = "";
let cookie = "";
const ROOT = path.resolve(import.meta.dirname, "../..");

beforeAll(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
  t = await createTestApp(database, { pages: true, rateLimitScale: 1000 });
}, 120_000);
afterAll(() => t.close());

let accounts = 0;
/** A signed-in session, made again when a hostile request ended the last one (sign-out, account deletion). */
async function signIn() {
  const still = bearer
    ? await t.app.request(t.url("/api/v1/me"), { headers: { authorization: `Bearer ${bearer}` } })
    : null;
  if (still?.status === 200) return;
  accounts++;
  const email = `hostile${accounts}@example.in`;
  const password = "monsoon-chai-1987";
  const phone = `+9198765${String(43210 + accounts).padStart(5, "0")}`;
  ({ token: bearer } = await authClient(t).signUp({ email, phone, password }));
  const b = pageBrowser(t);
  await b.post("/login", { intent: "email-sign-in", email, password });
  cookie = [...b.jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

const LONG = "x".repeat(100_000);
/** Text values sent in bodies and (encoded) in addresses. */
const HOSTILE_TEXT = [
  "a\u0000b",
  "\u0007\u001b[2J",
  "\ud800",
  LONG,
  "12",
  "-1",
  "1.5",
  "99999999999999999999",
  "",
];
/** Raw, already percent-encoded address components: NUL, overlong "/", broken escape, lone byte, surrogate. */
const HOSTILE_RAW = [
  "%00",
  "%C0%AF",
  "%zz",
  "%FF",
  "%ED%A0%80",
  "a%0Ab",
  encodeURIComponent(LONG.slice(0, 7000)),
];
/** JSON values where a field expects something else. */
const HOSTILE_JSON: unknown[] = [
  "a\u0000b",
  "\ud800",
  LONG,
  "12",
  12,
  1e308,
  true,
  null,
  ["a", "b"],
  { a: 1 },
];
const PATH_VALUES = ["1", ...HOSTILE_RAW, "12abc", "-1", "99999999999999999999", "0"];

const origin = () => new URL(t.url("/")).origin;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36";

interface Probe {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: BodyInit;
}

const failures: string[] = [];
async function send(probe: Probe, as: "anonymous" | "signed-in") {
  const headers: Record<string, string> = { "User-Agent": BROWSER, Origin: origin(), ...probe.headers };
  if (as === "signed-in") {
    headers.authorization = `Bearer ${bearer}`;
    headers.cookie = cookie;
  }
  const res = await t.app.request(t.url(probe.url), {
    method: probe.method,
    headers,
    body: probe.body ?? null,
  });
  await res.arrayBuffer();
  if (res.status >= 500) {
    const shown = typeof probe.body === "string" ? probe.body.slice(0, 120) : String(probe.body ?? "");
    failures.push(
      `${as} ${probe.method} ${probe.url.slice(0, 120)} ${headers["Content-Type"] ?? ""} ${shown} → ${res.status}`,
    );
  }
}

const json = (body: unknown): Pick<Probe, "headers" | "body"> => ({
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

/** Wrong content types and broken bodies, for any route that takes a body. */
function brokenBodies(): Pick<Probe, "headers" | "body">[] {
  const overlong = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]); // {"a":"\xC0\xAF"}
  return [
    {},
    { headers: { "Content-Type": "text/plain" }, body: "hello" },
    { headers: { "Content-Type": "application/json" }, body: "{not json" },
    { headers: { "Content-Type": "application/json" }, body: overlong },
    json([]),
    json("text"),
    json({}),
    { headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "a=%00&b=%C0%AF&c=%zz" },
    {
      headers: { "Content-Type": "multipart/form-data; boundary=XyZ" },
      body: '--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--XyZ\r\nContent-Disposition: form-da',
    },
    { headers: { "Content-Type": "multipart/form-data" }, body: "no boundary" },
  ];
}

// ---------- the API, from its OpenAPI document ----------

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

async function apiProbes(): Promise<Probe[]> {
  const doc = (await (await t.app.request(t.url("/api/v1/openapi.json"))).json()) as {
    servers?: { url: string }[];
    paths: Record<string, Record<string, Operation>>;
  };
  const base = doc.servers?.[0]?.url ?? "";
  const probes: Probe[] = [];
  for (const [template, operations] of Object.entries(doc.paths)) {
    for (const [verb, op] of Object.entries(operations)) {
      const method = verb.toUpperCase();
      const pathParams = (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
      const queryParams = (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
      const fill = (param: string | undefined, value: string) =>
        base + template.replace(/\{(\w+)\}/g, (_, name: string) => (name === param ? value : "1"));
      const url = fill(undefined, "1");
      for (const param of pathParams)
        for (const value of PATH_VALUES) probes.push({ method, url: fill(param, value) });
      for (const query of queryParams) {
        for (const value of [
          ...HOSTILE_RAW,
          ...HOSTILE_TEXT.filter((v) => v !== "\ud800").map(encodeURIComponent),
        ]) {
          probes.push({ method, url: `${url}?${query}=${value}` });
        }
        probes.push({ method, url: `${url}?${query}=a&${query}=b&${query}[]=c` });
      }
      probes.push({ method, url: `${url}?${"%00"}=1` });
      const content = op.requestBody?.content ?? {};
      if (content["application/json"] || content["multipart/form-data"] || method !== "GET") {
        for (const body of brokenBodies()) probes.push({ method, url, ...body });
      }
      const properties = Object.keys(content["application/json"]?.schema?.properties ?? {});
      for (const property of properties) {
        for (const value of HOSTILE_JSON) probes.push({ method, url, ...json({ [property]: value }) });
      }
      if (properties.length > 0) {
        probes.push({ method, url, ...json(Object.fromEntries(properties.map((p) => [p, "a\u0000"]))) });
        probes.push({ method, url, ...json(Object.fromEntries(properties.map((p) => [p, 12]))) });
      }
      for (const field of Object.keys(content["multipart/form-data"]?.schema?.properties ?? {})) {
        for (const value of [
          "not a file",
          new File([], "empty.jpg", { type: "image/jpeg" }),
          new File(["GIF89a"], "a\u0000.gif", { type: "image/gif" }),
          new File(["not an image"], "x.jpg", { type: "image/jpeg" }),
        ]) {
          const form = new FormData();
          form.append(field, value);
          form.append(field, "twice");
          probes.push({ method, url, body: form });
        }
      }
    }
  }
  return probes;
}

// ---------- the pages, from app/routes.ts and the route modules ----------

interface RouteEntry {
  path?: string;
  file: string;
  children?: RouteEntry[];
}

function actionRoutes(entries: RouteEntry[], prefix = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${prefix}/${entry.path}` : prefix;
    const own = readFileSync(path.join(ROOT, "app", entry.file), "utf8");
    const mine = /export\s+(async\s+)?(function|const)\s+action\b/.test(own)
      ? [{ path: here || "/", file: entry.file }]
      : [];
    return [...mine, ...actionRoutes(entry.children ?? [], here)];
  });
}

/** The route module and the ~/app/… files it imports: where the action's field names and intents are written. */
function actionSources(file: string): string {
  const own = readFileSync(path.join(ROOT, "app", file), "utf8");
  const imported = [...own.matchAll(/from "~\/app\/([^"]+)"/g)]
    .map((m) =>
      ["", ".ts", ".tsx"]
        .map((ext) => path.join(ROOT, "app", `${m[1]}${ext}`))
        .find((f) => existsSync(f) && f.match(/\.tsx?$/)),
    )
    .filter((f): f is string => Boolean(f));
  return [own, ...imported.map((f) => readFileSync(f, "utf8"))].join("\n");
}

function pageProbes(): Probe[] {
  const probes: Probe[] = [];
  const form = (fields: [string, string][]): Pick<Probe, "headers" | "body"> => ({
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  for (const route of actionRoutes(routes as RouteEntry[])) {
    const source = actionSources(route.file);
    const names = new Set(["intent", "name", "email", "phone", "password", "message", "id", "listingId"]);
    for (const m of source.matchAll(/\.get\("([A-Za-z][\w-]*)"\)|name="([A-Za-z][\w-]*)"/g))
      names.add(m[1] ?? m[2] ?? "");
    for (const m of source.matchAll(/formValues\([^,]+,\s*\[([^\]]+)\]/g)) {
      for (const n of m[1]?.matchAll(/"([\w-]+)"/g) ?? []) names.add(n[1] ?? "");
    }
    const intents = new Set([""]);
    for (const m of source.matchAll(
      /case "([a-z][\w-]*)"|intent\s*===?\s*"([a-z][\w-]*)"|intent="([a-z][\w-]*)"/g,
    )) {
      intents.add(m[1] ?? m[2] ?? m[3] ?? "");
    }
    const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
    const paths = [route.path.replace(/:\w+/g, "1")];
    for (const param of params)
      for (const value of PATH_VALUES)
        paths.push(route.path.replace(`:${param}`, value).replace(/:\w+/g, "1"));
    for (const base of paths) {
      const fields = (intent: string, value: string) =>
        [...names].map((n): [string, string] => [n, n === "intent" ? intent : value]);
      for (const url of [base, `${base === "/" ? "/_root" : base}.data`]) {
        // A hostile address runs the same action: an ordinary form and an empty one are enough there.
        if (base !== paths[0]) {
          for (const intent of intents) probes.push({ method: "POST", url, ...form(fields(intent, "12")) });
          probes.push({ method: "POST", url, ...form([]) });
          continue;
        }
        for (const body of brokenBodies()) probes.push({ method: "POST", url, ...body });
        // The .data twin runs the same action as the page.
        if (url !== paths[0]) continue;
        // Refused by the input guard whatever the intent: once per route.
        for (const value of ["a\u0000b", "\u0007\u001b[2J", "\ud800"])
          probes.push({ method: "POST", url, ...form(fields("", value)) });
        const multipart = new FormData();
        for (const [n, v] of fields("", "12"))
          multipart.append(n, n === "intent" ? v : new File(["x"], "a\u0000.jpg"));
        probes.push({ method: "POST", url, body: multipart });
        // What passes the guard reaches each intent's code: long text, numbers as strings, arrays, nothing.
        for (const intent of intents) {
          for (const value of [LONG, "12", "-1", "1.5", "99999999999999999999", ""]) {
            probes.push({ method: "POST", url, ...form(fields(intent, value)) });
          }
          probes.push({ method: "POST", url, ...form([...fields(intent, "12"), ...fields(intent, "13")]) });
          probes.push({ method: "POST", url, ...form([["intent", intent]]) });
        }
      }
    }
  }
  return probes;
}

it("answers every API route and every page action without a 5xx, whatever is sent", async () => {
  const probes = [...(await apiProbes()), ...pageProbes()];
  expect(probes.length).toBeGreaterThan(1000);
  // A few at a time, as clients would send them.
  const inBatches = async (as: "anonymous" | "signed-in") => {
    for (let i = 0; i < probes.length; i += 4) {
      if (as === "signed-in" && i % 48 === 0) await signIn();
      await Promise.all(probes.slice(i, i + 4).map((probe) => send(probe, as)));
    }
  };
  await inBatches("anonymous");
  await inBatches("signed-in");
  expect(failures).toEqual([]);
}, 180_000);
