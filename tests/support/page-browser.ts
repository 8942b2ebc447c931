import type { TestContext } from "./test-app";

/** A browser's cookie jar over t.app.request, following nothing: each answer is looked at. */
export function pageBrowser(t: TestContext) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  async function send(path: string, init: RequestInit = {}) {
    const res = await t.app.request(t.url(path), {
      ...init,
      headers: { cookie: cookie(), origin: new URL(t.url("/")).origin, ...init.headers },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (!name) continue;
      if (attrs.some((a) => /max-age=0/i.test(a))) jar.delete(name.trim());
      else jar.set(name.trim(), value.join("="));
    }
    return res;
  }
  return {
    jar,
    get: (path: string) => send(path),
    post: (path: string, fields: Record<string, string>) =>
      send(path, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      }),
    /** The toast the next page will show, read from its one-time cookie. */
    toast: () => {
      const raw = jar.get("mandi_toast");
      return raw ? JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) : null;
    },
  };
}

/** What a reader sees: the markup without scripts (the hydration data repeats every loader value). */
export const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
