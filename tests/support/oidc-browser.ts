/**
 * Walks a stand-in OpenID provider's pages the way a browser would (cookies, redirects, one form post) until it
 * redirects back to `returnPrefix`; returns that URL.
 */
export async function signInAtProvider(
  authorizeUrl: string,
  returnPrefix: string,
  account: { email: string; verified: boolean },
): Promise<string> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (name) jar.set(name.trim(), value.join("="));
    }
  };
  let url = authorizeUrl;
  let init: RequestInit = {};
  for (let hop = 0; hop < 12; hop++) {
    if (url.startsWith(returnPrefix)) return url;
    const res = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...init.headers, cookie: cookie() },
    });
    remember(res);
    const location = res.headers.get("location");
    if (location) {
      url = new URL(location, url).toString();
      init = {};
      continue;
    }
    if (res.status === 200 && (await res.text()).includes('name="email"')) {
      const form = new URLSearchParams({ email: account.email, action: "login" });
      if (account.verified) form.set("verified", "on");
      init = { method: "POST", body: form, headers: { "content-type": "application/x-www-form-urlencoded" } };
      continue;
    }
    throw new Error(`the provider answered ${res.status} at ${url}`);
  }
  throw new Error("too many redirects at the provider");
}
