import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import type { ServerBuild } from "react-router";
import type { EmailSender } from "~/adapters/email/email";
import { createOutboxEmailSender } from "~/adapters/email/outbox-email";
import { createManualJobQueue } from "~/adapters/jobs/manual-job-queue";
import { createMemoryOutbox, type Outbox } from "~/adapters/outbox/outbox";
import { createMemoryPubSub } from "~/adapters/pubsub/memory-pubsub";
import { createMemoryRateLimiter } from "~/adapters/rate-limit/memory-rate-limiter";
import type { RateLimiter } from "~/adapters/rate-limit/rate-limiter";
import { createRedisRateLimiter } from "~/adapters/rate-limit/redis-rate-limiter";
import { createOutboxSmsSender } from "~/adapters/sms/outbox-sms";
import type { SmsSender } from "~/adapters/sms/sms";
import { createDiskStorage } from "~/adapters/storage/disk-storage";
import type { Database } from "~/db/client.server";
import type { Auth } from "~/domain/accounts/create-auth.server";
import type { RealtimeEvent } from "~/domain/shared/realtime";
import type { Services } from "~/domain/shared/services";
import { createApp } from "~/server/app";
import { buildAuth } from "~/server/auth/build-auth";
import { loadConfig } from "~/server/config";
import { startJobWorkers } from "~/server/job-workers";
import { createMediaRoutes } from "~/server/media-routes";
import { createRealtimeBus } from "~/server/realtime/realtime-bus";
import { createSocketHub, type SocketHub } from "~/server/realtime/socket-hub";

export interface TestContext {
  app: ReturnType<typeof createApp>;
  services: Services;
  auth: Auth;
  outbox: Outbox;
  /** The job queue: jobs wait until the test runs them (`jobs.runAll()`). */
  jobs: ReturnType<typeof createManualJobQueue>;
  /** Every realtime event published, in order, with the members it was for. */
  events: { userIds: readonly string[]; event: RealtimeEvent }[];
  hub: SocketHub;
  /** Absolute URL for in-process requests: app.request(url("/path")). */
  url: (p: string) => string;
  close(): Promise<void>;
}

const noPages = (() => {
  throw new Error("This test app was created without pages: pass { pages: true }");
}) as unknown as () => Promise<ServerBuild>;

/**
 * The real Hono app, in process, on the test database: outbox e-mail/SMS, disk storage in a temp folder, and
 * Redis rate limits when TEST_REDIS_URL is set. `pages: true` also loads the React Router server build.
 */
export async function createTestApp(
  database: Database,
  options: {
    pages?: boolean;
    env?: Record<string, string>;
    rateLimitScale?: number;
    /** Replaces the limiter (e.g. an in-memory one on a fake clock). */
    rateLimiter?: RateLimiter;
    /** Real providers pointed at local stand-ins instead of the outbox. */
    sms?: SmsSender;
    email?: EmailSender;
    /** Replaces the database ping of /healthz (e.g. one that never answers), with its timeout. */
    ping?: () => Promise<void>;
    healthTimeoutMs?: number;
  } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "mandi-app-"));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", ...options.env });
  const outbox = createMemoryOutbox();
  const scale = options.rateLimitScale ?? 1;
  const rateLimiter: RateLimiter = options.rateLimiter
    ? options.rateLimiter
    : process.env.TEST_REDIS_URL
      ? createRedisRateLimiter({
          url: process.env.TEST_REDIS_URL,
          scale,
          prefix: `mandi-test:${process.pid}:${Date.now()}:`,
        })
      : createMemoryRateLimiter({ scale });
  const jobs = createManualJobQueue();
  const hub = createSocketHub();
  const bus = createRealtimeBus(createMemoryPubSub(), hub, (err) => {
    throw err;
  });
  await bus.start();
  const events: TestContext["events"] = [];
  const services: Services = {
    db: database.db,
    email: options.email ?? createOutboxEmailSender(outbox),
    sms: options.sms ?? createOutboxSmsSender(outbox),
    rateLimiter,
    storage: createDiskStorage(path.join(dataDir, "media")),
    realtime: {
      async publish(userIds, event) {
        events.push({ userIds, event });
        await bus.realtime.publish(userIds, event);
      },
    },
    jobs,
    settings: {
      publicUrl: config.publicUrl,
      supportEmail: config.mail.supportAddress,
      careersEmail: config.mail.careersAddress,
      externalLinks: config.externalLinks,
      signingSecret: config.authSecret,
      adminEmails: config.adminEmails,
      postsPerDay: config.postsPerDay,
    },
  };
  await startJobWorkers(services);
  // Sessions and codes in Redis too when TEST_REDIS_URL is set, under a prefix of this app alone.
  const authBuilt = buildAuth({ ...config, redisUrl: process.env.TEST_REDIS_URL }, services, undefined, {
    redisPrefix: `mandi-test:${process.pid}:${Date.now()}:auth:`,
  });
  const pages = options.pages ? await loadServerBuild() : undefined;
  const app = createApp({
    config,
    services,
    auth: authBuilt.auth,
    logger: pino({ level: "silent" }),
    ping: options.ping ?? database.ping,
    healthTimeoutMs: options.healthTimeoutMs,
    outbox,
    build: pages?.build ?? noPages,
    mode: "test",
    media: createMediaRoutes(services.storage),
  });
  return {
    app,
    services,
    auth: authBuilt.auth,
    outbox,
    jobs,
    events,
    hub,
    url: (p) => new URL(p, config.publicUrl).toString(),
    async close() {
      await rateLimiter.close();
      await authBuilt.close();
      await pages?.close();
    },
  };
}

async function loadServerBuild() {
  const { createServer } = await import("vite");
  const vite = await createServer({
    root: path.resolve(import.meta.dirname, "../.."),
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "error",
  });
  const build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  return { build, close: () => vite.close() };
}
