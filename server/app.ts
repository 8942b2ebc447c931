import { randomUUID } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { Logger } from "pino";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Outbox } from "~/adapters/outbox/outbox";
import { isDatabaseUnavailable } from "~/db/database-unavailable";
import type { Auth } from "~/domain/accounts/create-auth.server";
import { readMemberLocale } from "~/domain/accounts/member-locale.server";
import { AppError } from "~/domain/shared/app-error";
import type { Services } from "~/domain/shared/services";
import { localeCookieHeader } from "~/web/locale-cookie.server";
import { answerAppErrors } from "./action-refusals";
import { createApiV1 } from "./api/api-v1";
import {
  apiErrorResponse,
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  errorBody,
} from "./api/errors";
import type { AppEnv } from "./app-env";
import { mountAuthRoutes } from "./auth/auth-routes";
import { applySessionCookies, lookupSession } from "./auth/session-lookup";
import { settingsUploadTooLarge } from "./auth/upload-limits";
import { mountChatMediaRoutes } from "./chat-media-routes";
import { clientIp } from "./client-ip";
import { compressWhole } from "./compress-whole";
import type { Config } from "./config";
import { mountDevOutbox } from "./dev-outbox";
import { mountDevStats } from "./dev-stats";
import { guardActions } from "./input-guard/form-refusal";
import { inputGuard } from "./input-guard/input-guard";
import { localeMiddleware, runInLocale } from "./locale";
import { withRequestId } from "./logger";
import type { MediaRoutes } from "./media-routes";
import { httpMetrics } from "./metrics/http-metrics";
import type { Metrics } from "./metrics/metrics";
import { mountMetrics } from "./metrics/metrics-endpoint";
import { pageRouteLabeler } from "./metrics/page-route";
import { withErrorReference } from "./page-errors";
import { privateApiAnswers } from "./private-answers";
import { productPageCache } from "./product-page-cache";
import { publicOrigin, publicRequest } from "./public-request";
import { createReadiness, READINESS_TIMEOUT_MS, type Readiness } from "./readiness";
import { isResultsPath, searchPageCache } from "./search-page-cache";
import { ownSocketOrigin } from "./socket-origin";

export interface AppDeps {
  config: Config;
  services: Services;
  /** The one better-auth instance of the process (domain/accounts/create-auth.server.ts). */
  auth: Auth;
  logger: Logger;
  ping: () => Promise<void>;
  /** How long /readyz waits for the database ping before answering 503 (default READINESS_TIMEOUT_MS). */
  healthTimeoutMs?: number | undefined;
  /** What /readyz (and /healthz) ask; the database ping alone when absent. */
  readiness?: Readiness | undefined;
  /** Present on a local run only: the dev outbox is never mounted on a public deployment. */
  outbox: Outbox | undefined;
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production" | "test";
  /** Folder of the built client assets; absent in development, where Vite serves them. */
  clientDir?: string | undefined;
  media?: MediaRoutes | undefined;
  /** Figures of the process for GET /api/dev/stats (local runs only): open WebSockets. */
  devStats?: (() => Record<string, number>) | undefined;
  /** Keep listing pages rendered for signed-out visitors (server/product-page-cache.ts); on in production. */
  pageCache?: boolean | undefined;
  /** Request counts and timings, and GET /metrics (server/metrics, decision 020); absent: neither. */
  metrics?: Metrics | undefined;
}

export function createApp(deps: AppDeps) {
  const { config, services, logger, auth } = deps;
  const app = new Hono<AppEnv>();
  const isDev = deps.mode === "development";

  // Behind a TLS-terminating proxy: the URL the browser used (PUBLIC_URL), Secure cookies on a public deployment.
  app.use(
    publicRequest({
      origin: (c) => publicOrigin(config, c.req.raw.headers, remoteAddress(c)),
      secureCookies: config.isPublicDeployment,
    }),
  );

  // gzip HTML, JSON, CSS and JS: on a slow mobile connection bytes cost far more than the CPU to pack them.
  app.use(compress());
  app.use(compressWhole());

  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // Vite's dev client injects inline modules without a nonce; production allows only nonced scripts.
        scriptSrc: isDev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", NONCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        // The socket to Mandi's own host only ('self' covers ws: in newer browsers only); Vite's HMR socket in dev.
        connectSrc: isDev ? ["'self'", "ws:", "wss:"] : ["'self'", ownSocketOrigin],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // A form may lead to Google's sign-in: without JavaScript, "Continue with Google" is a plain POST that the
        // server answers with a redirect there, and form-action covers the redirect too.
        formAction: ["'self'", ...(config.google ? [new URL(config.google.issuer).origin] : [])],
        frameAncestors: ["'none'"],
      },
      strictTransportSecurity: config.isPublicDeployment ? "max-age=31536000; includeSubDomains" : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: "strict-origin-when-cross-origin",
      permissionsPolicy: { camera: [], microphone: [], geolocation: ["self"] },
    }),
  );

  app.use(async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    c.set("requestId", requestId);
    c.set("services", services);
    c.set("auth", auth);
    c.set("logger", logger);
    c.set("clientIp", clientIp(c.req.raw.headers, remoteAddress(c), config.trustProxy));
    // Every line logged while the request runs carries its id (server/logger.ts); so does the response.
    await withRequestId(requestId, next);
    c.res.headers.set("X-Request-Id", requestId);
    const path = c.req.path;
    // Files and the scraper's visits every few seconds would drown the lines worth reading.
    if (path.startsWith("/assets/") || path.startsWith("/media/") || path === "/metrics") return;
    logger.info(
      {
        reqId: requestId,
        method: c.req.method,
        path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });

  // English or Hindi, for everything answered after this (server/locale.ts).
  app.use(localeMiddleware());

  const build = deps.build;
  if (deps.metrics) app.use(httpMetrics(deps.metrics, pageRouteLabeler(build)));

  // Every text value of the request checked, the body read under its size limit, before any route sees them.
  app.use(inputGuard({ tooLarge: settingsUploadTooLarge }));

  // Liveness: the process answers (restart it when it does not). Readiness: send it requests (decision 028).
  app.get("/livez", (c) => c.json({ status: "ok" }));
  const readiness =
    deps.readiness ??
    createReadiness([{ name: "database", check: deps.ping }], {
      timeoutMs: deps.healthTimeoutMs ?? READINESS_TIMEOUT_MS,
      onFailure: (name, err) => logger.error({ err, check: name }, "readiness check failed"),
    });
  const ready = async (c: Context<AppEnv>) => {
    const { ready, body } = await readiness.check();
    return c.json(body, ready ? 200 : 503);
  };
  app.get("/readyz", ready);
  // The older name, kept for monitors and proxies configured with it.
  app.get("/healthz", ready);

  if (deps.metrics) {
    const access = { token: config.metrics.token, isPublicDeployment: config.isPublicDeployment };
    mountMetrics(app, deps.metrics, access, remoteAddress);
  }

  app.use("/api/*", privateApiAnswers());
  mountAuthRoutes(app, auth);

  app.route("/api/v1", createApiV1());

  if (deps.outbox && !config.isPublicDeployment) {
    mountDevOutbox(app, deps.outbox, remoteAddress);
    mountDevStats(app, deps.devStats ?? (() => ({})), remoteAddress);
  }

  app.all("/api/*", (c) => c.json(errorBody("NOT_FOUND", "No such API endpoint."), 404));
  app.onError((err, c) => {
    // What a user caused (bad input, not found, too many attempts) is routine; only the rest is our error.
    const userCaused = err instanceof AppError || (err instanceof HTTPException && err.status < 500);
    // A database that is down or restarting is answered 503 at once (db/database-unavailable.ts), one line each.
    const unavailable = !userCaused && isDatabaseUnavailable(err);
    if (userCaused) logger.info({ path: c.req.path, code: err.message }, "request refused");
    else if (unavailable) logger.warn({ path: c.req.path, reason: err.message }, "database unavailable");
    else logger.error({ err, path: c.req.path }, "unhandled error");
    if (c.req.path.startsWith("/api/")) return apiErrorResponse(c, err);
    if (unavailable) {
      c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      return c.text(`${DATABASE_UNAVAILABLE_MESSAGE}\nReference: ${c.get("requestId")}`, 503);
    }
    return c.text(
      `Something went wrong on our side. Please try again.\nReference: ${c.get("requestId")}`,
      500,
    );
  });

  if (deps.media) deps.media.mount(app);
  mountChatMediaRoutes(app);

  if (deps.pageCache ?? deps.mode === "production") {
    const pageCache = productPageCache(services);
    app.use("/product/*", (c, next) => {
      c.set("page", true);
      return pageCache(c, next);
    });
    const resultsCache = searchPageCache(services);
    // One registration: "/products" and "/products/*" would both match /products and run it twice.
    app.use(async (c, next) => {
      if (!isResultsPath(c.req.path)) return next();
      c.set("page", true);
      return resultsCache(c, next);
    });
  }

  if (deps.clientDir) {
    const root = deps.clientDir;
    app.use(
      "/assets/*",
      serveStatic({
        root,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    );
    // The service worker is always revalidated, so a new build's worker takes over (docs/decisions/021-pwa.md).
    app.use(
      "/sw.js",
      serveStatic({
        root,
        onFound: (_path, c) => {
          c.header("Cache-Control", "no-cache");
          c.header("Service-Worker-Allowed", "/");
        },
      }),
    );
    app.use(
      "*",
      serveStatic({
        root,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=3600");
        },
      }),
    );
  }

  // Every route action answers a form the input guard refused with the form's own errors (form-refusal.ts), and
  // an AppError it let through as a 4xx (action-refusals.ts); an unexpected failure of a page reaches its error
  // boundary with the request's id (page-errors.ts).
  const prepare = (built: ServerBuild) => guardActions(withErrorReference(answerAppErrors(built), logger));
  const handle = createRequestHandler(
    typeof build === "function" ? async () => prepare(await build()) : prepare(build),
    deps.mode,
  );
  app.all("*", async (c) => {
    c.set("page", true);
    const nonce = c.get("secureHeadersNonce") ?? "";
    const clientIp = c.get("clientIp");
    const { session, setCookies } = await lookupSession(auth, c.req.raw.headers, clientIp);
    // A member signed in on a device that has not chosen a language gets the one on their profile (else the one
    // their browser asked for), and the device keeps it: the profile is read once per device, not on every page.
    let locale = c.get("locale");
    if (session && !c.get("localeChosen")) {
      locale = (await readMemberLocale(services, { userId: session.user.id })) ?? locale;
      setCookies.push(localeCookieHeader(locale, config.isPublicDeployment));
    }
    const response = await runInLocale(locale, () =>
      handle(c.req.raw, {
        services,
        auth,
        session,
        nonce,
        requestId: c.get("requestId"),
        clientIp,
        inputRefusal: c.get("formRefusal"),
        locale,
        listingsVersion: c.get("listingsVersion"),
      }),
    );
    return applySessionCookies(response, setCookies);
  });

  return app;
}

function remoteAddress(c: Parameters<typeof getConnInfo>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // In-process requests (tests) have no socket.
    return "127.0.0.1";
  }
}
