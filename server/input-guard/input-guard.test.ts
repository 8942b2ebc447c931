import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { authClient } from "~/tests/support/auth-requests";
import { pageBrowser, visibleText } from "~/tests/support/page-browser";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { TEXT_BODY_LIMIT } from "./body-limits";

// The reproductions of issue 9, section 3 and holes 4.1 / 4.11: each answered 500 (or read a whole body) before.
let database: Database;
let t: TestContext;
beforeAll(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
  t = await createTestApp(database, { pages: true, rateLimitScale: 50 });
}, 120_000);
afterAll(() => t.close());

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36";
const headers = () => ({ "User-Agent": BROWSER, Origin: new URL(t.url("/")).origin });

describe("text that is not text", () => {
  it.each([
    "/products?city=a%00b",
    "/products?q=%00",
    "/products/%00",
    "/products/cars/%00",
    "/blog/%00",
    "/location?q=%00",
    "/products.data?q=%00",
    "/products?q=%01",
    "/products?q=a%0Ab",
  ])("GET %s answers a 400 page that says what is wrong", async (path) => {
    const res = await t.app.request(t.url(path), { headers: headers() });
    expect(res.status).toBe(400);
    expect(visibleText(await res.text())).toMatch(/contains a control character \(U\+00(00|01|0A)\)/);
  });

  it.each(["/products?q=%C0%AF", "/products?q=%ED%A0%80", "/products?q=%zz", "/blog/%FF"])(
    "GET %s (not UTF-8) answers a 400 page",
    async (path) => {
      const res = await t.app.request(t.url(path), { headers: headers() });
      expect(res.status).toBe(400);
      expect(visibleText(await res.text())).toContain("percent-encoding that is not valid UTF-8 text");
    },
  );

  it("still serves ordinary searches, in any script", async () => {
    const res = await t.app.request(t.url("/products?q=red%20car%20%E0%A4%95%E0%A4%BE%E0%A4%B0"));
    expect(res.status).toBe(200);
  });

  it.each(["/api/v1/listings?q=%00", "/api/v1/blog/%00"])(
    "GET %s answers 400 JSON naming the field",
    async (path) => {
      const res = await t.app.request(t.url(path));
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe("BAD_REQUEST");
      expect(body.error.message).toMatch(/contains a control character \(U\+0000\)/);
    },
  );

  const contact = {
    email: "asha@example.in",
    subject: "About my ad",
    message: "Hello,\nis this still open?",
  };

  it("POST /api/v1/contact with a NUL in a field answers 400 with the field", async () => {
    const res = await t.app.request(t.url("/api/v1/contact"), {
      method: "POST",
      headers: { ...headers(), "Content-Type": "application/json" },
      body: JSON.stringify({ ...contact, name: "Asha\u0000" }),
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.fields).toEqual({ name: '"name" contains a control character (U+0000).' });
  });

  it("POST /api/v1/contact with a lone surrogate answers 400", async () => {
    const res = await t.app.request(t.url("/api/v1/contact"), {
      method: "POST",
      headers: { ...headers(), "Content-Type": "application/json" },
      body: `{"name":"Asha \\ud800","email":"asha@example.in","subject":"About my ad","message":"Hello there, friend"}`,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toContain("lone UTF-16 surrogate");
  });

  it("lets line breaks through in a multi-line field", async () => {
    const res = await t.app.request(t.url("/api/v1/contact"), {
      method: "POST",
      headers: { ...headers(), "Content-Type": "application/json" },
      body: JSON.stringify({ ...contact, name: "Asha" }),
    });
    expect(res.status).toBeLessThan(300);
  });

  it("POST /contact with a NUL in a field shows the form again, the message under the field, typed values kept", async () => {
    t.outbox.clear();
    const res = await t.app.request(t.url("/contact"), {
      method: "POST",
      headers: { ...headers(), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...contact, name: "Asha\u0000" }).toString(),
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    const input = (name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? "";
    expect(input("name")).toContain('aria-invalid="true"');
    expect(input("name")).toContain('value="Asha"');
    expect(input("email")).toContain('value="asha@example.in"');
    expect(html).toMatch(
      /id="[^"]*name-error"[^>]*>This contains a control character \(U\+0000\)\. Please correct it\./,
    );
    expect(visibleText(html)).toContain("is this still open?");
    expect(t.outbox.list().filter((m) => m.channel === "email")).toEqual([]);
  });

  it("POST /contact.data (the page's scripts) gets the same errors as data", async () => {
    const res = await t.app.request(t.url("/contact.data"), {
      method: "POST",
      headers: { ...headers(), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...contact, name: "Asha\u0000" }).toString(),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("This contains a control character (U+0000). Please correct it.");
  });

  it("a page form without field errors gets a 400 page naming the field", async () => {
    const res = await t.app.request(t.url("/favorites"), {
      method: "POST",
      headers: { ...headers(), "Content-Type": "application/x-www-form-urlencoded" },
      body: "listingId=1%00",
    });
    expect(res.status).toBe(400);
    expect(visibleText(await res.text())).toContain(
      "&quot;listingId&quot; contains a control character (U+0000)",
    );
  });

  it("checks the file names of a multipart form", async () => {
    const form = new FormData();
    form.set("name", "Asha");
    form.set("cv", new File(["cv"], "cv\u0001.pdf", { type: "application/pdf" }));
    const res = await t.app.request(t.url("/careers"), { method: "POST", headers: headers(), body: form });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("This has a file name that contains a control character (U+0001)");
  });

  const truncated =
    '--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha\r\n--XyZ\r\nContent-Disposition: form-data; name="email"\r\n\r\nas';
  it.each(
    ["/login", "/signup", "/contact", "/careers", "/location", "/sell"].flatMap((p) => [p, `${p}.data`]),
  )("a cut-off multipart body to %s answers 400", async (path) => {
    const res = await t.app.request(t.url(path), {
      method: "POST",
      headers: { ...headers(), "Content-Type": "multipart/form-data; boundary=XyZ" },
      body: truncated,
    });
    expect(res.status).toBe(400);
    expect(visibleText(await res.text())).toContain("cut off");
  });
});

describe("/media/", () => {
  it("answers 400 for broken percent-encoding and 404 for a name too long to be a photo", async () => {
    expect((await t.app.request(t.url("/media/%zz"))).status).toBe(400);
    expect((await t.app.request(t.url(`/media/${"a".repeat(5000)}`))).status).toBe(404);
    expect((await t.app.request(t.url(`/media/listings/${"%E0%A4%95".repeat(100)}/640.webp`))).status).toBe(
      404,
    );
  });
});

/** A body that streams in chunk by chunk, without Content-Length, counting what the server pulled. */
function chunkedBody(totalBytes: number, prefix = "") {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const pulled = { bytes: 0 };
  let first = true;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (first && prefix) {
        first = false;
        const head = new TextEncoder().encode(prefix);
        pulled.bytes += head.byteLength;
        controller.enqueue(head);
        return;
      }
      if (pulled.bytes >= totalBytes) {
        controller.close();
        return;
      }
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

const MB = 1024 * 1024;
const multipartHead =
  '--XyZ\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupload\r\n--XyZ\r\nContent-Disposition: form-data; name="photos"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n';

async function post(path: string, body: ReadableStream<Uint8Array>, extra: Record<string, string> = {}) {
  const request = new Request(t.url(path), {
    method: "POST",
    headers: { ...headers(), "Content-Type": "multipart/form-data; boundary=XyZ", ...extra },
    body,
    duplex: "half",
  } as RequestInit);
  return t.app.request(request);
}

describe("request body limits", () => {
  it.each(["/sell", "/sell.data", "/sell/1/edit", "/settings.data", "/contact", "/api/v1/photos"])(
    "an anonymous chunked 40 MB POST to %s is refused before it is read",
    async (path) => {
      const { stream, pulled } = chunkedBody(40 * MB, multipartHead);
      const res = await post(path, stream);
      expect([401, 413]).toContain(res.status);
      expect(pulled.bytes).toBeLessThan(3 * MB);
    },
  );

  it("a Content-Length over the limit is refused without reading a byte", async () => {
    const { stream, pulled } = chunkedBody(40 * MB, multipartHead);
    const res = await post("/contact", stream, { "Content-Length": String(40 * MB) });
    expect(res.status).toBe(413);
    expect(res.headers.get("connection")).toBe("close");
    expect(pulled.bytes).toBeLessThan(MB);
  });

  it("the 10 MB profile photo limit holds on /settings.data too, for a signed-in user", async () => {
    await authClient(t).signUp({
      email: "asha@example.in",
      phone: "+919876543210",
      password: "monsoon-chai-1987",
    });
    const b = pageBrowser(t);
    await b.post("/login", {
      intent: "email-sign-in",
      email: "asha@example.in",
      password: "monsoon-chai-1987",
    });
    const cookie = [...b.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    for (const path of ["/settings.data", "/settings"]) {
      const { stream, pulled } = chunkedBody(40 * MB, multipartHead);
      const res = await post(path, stream, { cookie });
      expect(res.status).toBe(path === "/settings" ? 303 : 413);
      expect(pulled.bytes).toBeLessThan(13 * MB);
    }
    // A signed-in seller may send a few photos with the /sell form.
    const form = new FormData();
    form.set("intent", "back");
    form.set("photos", new File([new Uint8Array(3 * MB)], "a.jpg", { type: "image/jpeg" }));
    const sell = await t.app.request(t.url("/sell"), {
      method: "POST",
      headers: { ...headers(), cookie },
      body: form,
    });
    expect(sell.status).toBeLessThan(400);
  });

  it("a url-encoded form over 128 kB is refused before it is parsed (issue 25 §1); one under it is read", async () => {
    const form = (size: number) => `intent=send&body=${"o+".repeat(size / 2)}`;
    for (const path of ["/messages/1", "/contact", "/login"]) {
      const res = await t.app.request(t.url(path), {
        method: "POST",
        headers: { ...headers(), "Content-Type": "application/x-www-form-urlencoded" },
        body: form(TEXT_BODY_LIMIT),
      });
      expect(res.status, path).toBe(413);
    }
    const read = await t.app.request(t.url("/contact"), {
      method: "POST",
      headers: { ...headers(), "Content-Type": "application/x-www-form-urlencoded" },
      body: form(TEXT_BODY_LIMIT - 1024),
    });
    expect(read.status).not.toBe(413);
    expect(read.status).toBeLessThan(500);
  });

  it("a JSON body over 128 kB is refused before it is parsed; one under it reaches the API's validators", async () => {
    const json = (size: number) => JSON.stringify({ body: "o".repeat(size) });
    const res = await t.app.request(t.url("/api/v1/conversations/1/messages"), {
      method: "POST",
      headers: { ...headers(), "Content-Type": "application/json" },
      body: json(TEXT_BODY_LIMIT),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      error: { code: expect.any(String), message: expect.any(String) },
    });
    const read = await t.app.request(t.url("/api/v1/conversations/1/messages"), {
      method: "POST",
      headers: { ...headers(), "Content-Type": "application/json" },
      body: json(TEXT_BODY_LIMIT - 1024),
    });
    expect(read.status).not.toBe(413);
    expect(read.status).toBeLessThan(500);
  });
});
