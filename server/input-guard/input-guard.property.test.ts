import fc from "fast-check";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { BROKEN_TEXT, hostileJson, hostileSeed, hostileText, KB100 } from "~/tests/support/hostile-input";
import type { AppEnv } from "../app-env";
import { inputGuard } from "./input-guard";
import { textProblem } from "./text-checks";

/**
 * Issue 25 §8: the input guard over values nobody chose. Whatever arrives, it answers below 500; it refuses exactly
 * the text its rule refuses (text-checks.ts), in the API's error shape naming the field; and what it lets through
 * reaches the route unchanged.
 */

const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const seed = hostileSeed();
const runs = { seed, numRuns: 200 };

function guarded() {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("clientIp", "127.0.0.1");
    await next();
  });
  app.use(inputGuard());
  app.all("/api/echo", async (c) => {
    const type = c.req.header("content-type") ?? "";
    // Unreadable JSON is the API validators' to answer (400), as the guard leaves it.
    const body = type.includes("json")
      ? await c.req.json().catch(() => "unreadable")
      : type.includes("form")
        ? Object.fromEntries(await c.req.formData())
        : null;
    return c.json({ query: c.req.queries(), body });
  });
  app.onError((err, c) => c.json({ error: { code: "INTERNAL", message: String(err) } }, 500));
  return app;
}

/** What every refusal looks like to an API client. */
async function expectRefusal(res: Response, field: string) {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  const body = (await res.json()) as {
    error: { code: string; message: string; fields?: Record<string, string> };
  };
  expect(typeof body.error.code).toBe("string");
  expect(typeof body.error.message).toBe("string");
  if (res.status === 400) expect(Object.keys(body.error.fields ?? {})).toContain(field);
}

/** Percent-encodes what encodeURIComponent refuses (a lone surrogate) as a careless client would. */
function encode(value: string): string {
  return [...value]
    .map((ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        return "%ED%A0%80";
      }
    })
    .join("");
}

describe("the input guard, property by property", () => {
  const app = guarded();

  it("refuses a query value exactly when the rule does, and passes the rest unchanged", async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, async (value) => {
        const res = await app.request(`http://mandi.test/api/echo?q=${encode(value)}`);
        // An address over the guard's length is refused whole (414) before its text is read.
        if (textProblem(value, "address") || res.status === 414) return expectRefusal(res, "q");
        expect(res.status).toBe(200);
        expect(((await res.json()) as { query: { q: string[] } }).query.q).toEqual([value]);
      }),
      runs,
    );
  });

  it("refuses a form field exactly when the rule does, url-encoded or multipart", async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, fc.boolean(), async (value, multipart) => {
        let body: BodyInit;
        const headers: Record<string, string> = {};
        if (multipart) {
          const form = new FormData();
          form.set("note", value);
          body = form;
        } else {
          body = `note=${encode(value)}`;
          headers["content-type"] = "application/x-www-form-urlencoded";
        }
        const res = await app.request("http://mandi.test/api/echo", { method: "POST", headers, body });
        // FormData makes a lone surrogate U+FFFD, which the rule refuses as bytes that were not text, and sends every
        // line break as CR LF (the HTML standard's multipart/form-data encoding).
        const sent = multipart
          ? value.replace(LONE_SURROGATES, "\uFFFD").replace(/\r\n|\r|\n/g, "\r\n")
          : value;
        if (textProblem(sent, "body")) return expectRefusal(res, "note");
        expect(res.status).toBe(200);
        expect(((await res.json()) as { body: { note: string } }).body.note).toBe(sent);
      }),
      runs,
    );
  });

  it("answers any JSON body below 500, refusing a string anywhere in it that the rule refuses", async () => {
    await fc.assert(
      fc.asyncProperty(hostileJson, async (value) => {
        const res = await app.request("http://mandi.test/api/echo", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ value }),
        });
        expect(res.status).toBeLessThan(500);
        const strings = JSON.stringify(value ?? null).match(/"(?:[^"\\]|\\.)*"/g) ?? [];
        const refused = strings.some((s) => {
          const text = JSON.parse(s) as string;
          return textProblem(text, "body") !== undefined;
        });
        expect(res.status === 200, JSON.stringify(value).slice(0, 80)).toBe(!refused);
        if (refused) {
          const body = (await res.json()) as { error: { code: string; message: string } };
          expect(body.error.code).toBe("BAD_REQUEST");
        }
      }),
      runs,
    );
  });

  it("answers bodies that are not what they say, and oversized ones, below 500", async () => {
    const bodies: [string, BodyInit][] = [
      ["application/json", "{"],
      ["application/json", KB100],
      ["application/json", `"${"a".repeat(1_100_000)}"`],
      ["application/x-www-form-urlencoded", "%zz=%"],
      ["application/x-www-form-urlencoded", `a=${"b".repeat(1_100_000)}`],
      ["multipart/form-data; boundary=x", "--x\r\nnot a part"],
      ["multipart/form-data", "no boundary"],
      ["text/plain", BROKEN_TEXT.join("")],
    ];
    for (const [type, body] of bodies) {
      const res = await app.request("http://mandi.test/api/echo", {
        method: "POST",
        headers: { "content-type": type },
        body,
      });
      expect(res.status, `${type} ${String(body).slice(0, 20)}`).toBeLessThan(500);
    }
  });
});
