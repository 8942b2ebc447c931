import {
  type AppLoadContext,
  data,
  type EntryContext,
  redirect,
  type ServerBuild,
  UNSAFE_ErrorResponseImpl,
} from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "~/adapters/rate-limit/memory-rate-limiter";
import type { RateLimiter } from "~/adapters/rate-limit/rate-limiter";
import type { Database } from "~/db/client.server";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase } from "~/tests/support/test-database";
import { createLogger } from "./logger";
import { withErrorReference } from "./page-errors";

interface LogLine {
  msg: string;
  reqId?: string;
  route?: string;
}

const lines: LogLine[] = [];
const logger = createLogger("info", { write: (line: string) => void lines.push(JSON.parse(line)) });
beforeEach(() => {
  lines.length = 0;
});

describe("withErrorReference", () => {
  const args = (requestId = "req-1") => ({
    request: new Request("http://localhost/x"),
    params: {},
    context: { requestId } as AppLoadContext,
  });
  const routeBuild = (loader: () => unknown) =>
    ({
      routes: { "routes/x": { id: "routes/x", path: "x", module: { loader } } },
      entry: { module: { default: () => new Response("page") } },
    }) as unknown as ServerBuild;
  const loaderOf = (build: ServerBuild) => {
    const loader = build.routes["routes/x"]?.module.loader;
    if (!loader) throw new Error("no loader");
    return loader as (a: ReturnType<typeof args>) => Promise<unknown>;
  };

  it("turns a loader's unexpected error into a 500 carrying the request id, and logs it once", async () => {
    const build = withErrorReference(
      routeBuild(() => {
        throw new Error("boom");
      }),
      logger,
    );
    const thrown = await loaderOf(build)(args("req-42")).catch((err: unknown) => err);
    expect(thrown).toMatchObject({ data: { requestId: "req-42" }, init: { status: 500 } });
    expect(lines.map((line) => [line.msg, line.route])).toEqual([["page error", "routes/x"]]);
  });

  it("turns a loader's failure to reach the database into a 503 that says so, logged as a warning", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const build = withErrorReference(
      routeBuild(() => {
        throw new Error("Failed query: select 1", { cause: refused });
      }),
      logger,
    );
    const thrown = await loaderOf(build)(args("req-43")).catch((err: unknown) => err);
    expect(thrown).toMatchObject({ data: { requestId: "req-43", unavailable: true }, init: { status: 503 } });
    expect(lines.map((line) => [line.msg, line.route])).toEqual([["database unavailable", "routes/x"]]);
  });

  it("lets what a route throws on purpose through untouched: redirects, data with a status", async () => {
    const goAway = redirect("/login");
    const gone = data("Gone", { status: 410 });
    const redirecting = withErrorReference(
      routeBuild(() => {
        throw goAway;
      }),
      logger,
    );
    const refusing = withErrorReference(
      routeBuild(() => {
        throw gone;
      }),
      logger,
    );
    expect(await loaderOf(redirecting)(args()).catch((err: unknown) => err)).toBe(goAway);
    expect(await loaderOf(refusing)(args()).catch((err: unknown) => err)).toBe(gone);
    expect(lines).toEqual([]);
  });

  const failingRender = (error: unknown) => {
    const build = withErrorReference(
      {
        routes: {},
        entry: {
          module: {
            default: () => {
              throw error;
            },
          },
        },
      } as unknown as ServerBuild,
      logger,
    );
    const render = build.entry.module.default;
    const loadContext = { requestId: "req-7" } as AppLoadContext;
    return Promise.resolve(
      render(new Request("http://localhost/"), 200, new Headers(), {} as EntryContext, loadContext),
    ).catch((err: unknown) => err);
  };

  it("turns a failed render into a response React Router renders again at the boundary, with the id", async () => {
    const thrown = await failingRender(new TypeError("cannot read properties of undefined"));
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(500);
    expect(await (thrown as Response).json()).toEqual({ requestId: "req-7" });
    expect(lines.map((line) => line.msg)).toEqual(["page render error"]);
  });

  it("lets a boundary's rethrown route error (a 500 of ours, a 404) reach the boundary above untouched", async () => {
    const ours = new UNSAFE_ErrorResponseImpl(500, "", { requestId: "req-7" });
    expect(await failingRender(ours)).toBe(ours);
    const notFound = new UNSAFE_ErrorResponseImpl(404, "Not Found", "Product not found.");
    expect(await failingRender(notFound)).toBe(notFound);
    expect(lines).toEqual([]);
  });

  it("wraps a build once", () => {
    const build = routeBuild(() => null);
    expect(withErrorReference(build, logger)).toBe(withErrorReference(build, logger));
  });
});

/** A limiter whose store is down for the contact form: its action fails with an error nobody caused. */
function limiterDownForContact(): RateLimiter {
  const memory = createMemoryRateLimiter({ scale: 1 });
  return {
    async hit(key, rule) {
      if (key.startsWith("contact:")) throw new Error("connect ECONNREFUSED 127.0.0.1:6379");
      return memory.hit(key, rule);
    },
    close: () => memory.close(),
  };
}

describe("pages", () => {
  let database: Database;
  let t: TestContext;
  beforeAll(async () => {
    database = await getTestDatabase();
    t = await createTestApp(database, {
      pages: true,
      metrics: true,
      logger,
      rateLimiter: limiterDownForContact(),
    });
  });
  afterAll(() => t.close());

  it("shows the request's id on the error page of a failure of ours, and logs the failure under it", async () => {
    const res = await t.app.request(t.url("/contact"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "Asha", email: "asha@example.com", subject: "Hi", message: "Hello" }),
    });
    expect(res.status).toBe(500);
    const requestId = res.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const html = await res.text();
    expect(html).toContain("Something went wrong");
    expect(html).toContain(`Reference: ${requestId}`);
    const logged = lines.filter((line) => line.reqId === requestId).map((line) => line.msg);
    expect(logged).toEqual(["page error", "request"]);
  });

  it("shows no reference on a page that is only not found", async () => {
    const res = await t.app.request(t.url("/no/such/page"));
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("Reference:");
  });

  it("counts pages by their route, whatever the path", async () => {
    for (const path of [
      "/product/900001",
      "/product/900002",
      "/product/900003.data",
      "/no/such/page",
      "/about",
    ]) {
      await t.app.request(t.url(path));
    }
    const text = await (await t.app.request(t.url("/metrics"))).text();
    const count = (labels: string) =>
      Number(
        text
          .split("\n")
          .find((line) => line.startsWith(`mandi_http_requests_total{${labels}} `))
          ?.split(" ")[1] ?? 0,
      );
    expect(count('method="GET",route="/product/:id",status="404"')).toBe(2);
    expect(count('method="GET",route="/product/:id.data",status="404"')).toBe(1);
    expect(count('method="GET",route="/*",status="404"')).toBeGreaterThanOrEqual(1);
    expect(count('method="GET",route="/about",status="200"')).toBe(1);
    expect(count('method="POST",route="/contact",status="500"')).toBe(1);
    expect(text).not.toContain("900001");
  });
});
