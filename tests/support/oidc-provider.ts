import { generateKeyPairSync } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Configuration, interactionPolicy } from "oidc-provider";

export interface StandInGoogle {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/**
 * An OpenID Connect provider on 127.0.0.1 standing in for Google: discovery, authorization with PKCE, tokens, ID
 * tokens and userinfo are the real protocol (the `oidc-provider` package). Its sign-in page asks for an e-mail and
 * whether "Google" vouches for it (email_verified), so tests can be a new user, an existing one, or an unverified one.
 */
export async function startOidcProvider(options: {
  port: number;
  redirectUri: string;
}): Promise<StandInGoogle> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const clientId = "mandi-e2e";
  const clientSecret = "mandi-e2e-secret";
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: "jwk" }), kid: "stand-in", use: "sig", alg: "RS256" };
  const configuration: Configuration = {
    jwks: { keys: [signingKey] },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
      policy: chooseAccountEveryTime(),
    },
    pkce: { required: () => true },
    cookies: { keys: ["stand-in-google-cookie-key"] },
    async findAccount(_ctx, accountId) {
      const { email, verified } = parseAccount(accountId);
      return {
        accountId,
        claims: async () => ({
          sub: `g-${Buffer.from(email).toString("base64url")}`,
          email,
          email_verified: verified,
          name: nameOf(email),
        }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();
  const server = createServer((req, res) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(req.url?.split("?")[0] ?? "");
    if (!match) return void callback(req, res);
    interaction(provider, req, res).catch((err) => {
      res.writeHead(500, { "content-type": "text/plain" }).end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    issuer: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function interaction(provider: Provider, req: IncomingMessage, res: ServerResponse) {
  const details = await provider.interactionDetails(req, res);
  if (details.prompt.name === "consent") {
    // Google remembers the consent of a returning user: grant what was asked at once.
    const grant = new provider.Grant({
      accountId: String(details.session?.accountId),
      clientId: String(details.params.client_id),
    });
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant.save();
    return provider.interactionFinished(
      req,
      res,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  }
  if (req.method === "POST") {
    const form = new URLSearchParams(await readBody(req));
    if (form.get("action") === "cancel") {
      return provider.interactionFinished(req, res, {
        error: "access_denied",
        error_description: "cancelled",
      });
    }
    const email = (form.get("email") ?? "").trim().toLowerCase();
    const accountId = `${email}|${form.get("verified") === "on" ? "verified" : "unverified"}`;
    return provider.interactionFinished(
      req,
      res,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
  }
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Sign in - Google stand-in</title></head>
<body><main><h1>Sign in with Google (test stand-in)</h1>
<form method="post">
<label for="email">Email</label> <input id="email" name="email" type="email" required>
<label><input name="verified" type="checkbox" checked> Google has verified this email</label>
<button type="submit" name="action" value="login">Continue</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</form></main></body></html>`);
}

/** Like Google's account chooser: every sign-in asks who, even with a session at the provider from before. */
function chooseAccountEveryTime() {
  const policy = interactionPolicy.base();
  const { Check } = interactionPolicy;
  policy
    .get("login")
    ?.checks.add(
      new Check("choose_account", "Choose an account", (ctx) =>
        ctx.oidc.result?.login ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT,
      ),
    );
  return policy;
}

function parseAccount(accountId: string) {
  const [email = "", state] = accountId.split("|");
  return { email, verified: state === "verified" };
}

function nameOf(email: string): string {
  const local = email.split("@")[0] ?? "";
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join(" ");
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => resolve(raw));
    req.on("error", reject);
  });
}
