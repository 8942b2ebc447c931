import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pino, { type Logger } from "pino";
import type { ServerBuild } from "react-router";
import { inject } from "vitest";
import type { EmailSender } from "~/adapters/email/email";
import { createOutboxEmailSender } from "~/adapters/email/outbox-email";
import { createManualJobQueue } from "~/adapters/jobs/manual-job-queue";
import { createMemoryOutbox, type Outbox } from "~/adapters/outbox/outbox";
import { createMemoryPubSub } from "~/adapters/pubsub/memory-pubsub";
import type { PubSub } from "~/adapters/pubsub/pubsub";
import { createMemoryRateLimiter } from "~/adapters/rate-limit/memory-rate-limiter";
import type { RateLimiter } from "~/adapters/rate-limit/rate-limiter";
import { createRedisRateLimiter } from "~/adapters/rate-limit/redis-rate-limiter";
import { createOutboxSmsSender } from "~/adapters/sms/outbox-sms";
import type { SmsSender } from "~/adapters/sms/sms";
import { createDiskStorage } from "~/adapters/storage/disk-storage";
import type { FileStorage } from "~/adapters/storage/file-storage";
import type { Database } from "~/db/client.server";
import type { Auth } from "~/domain/accounts/create-auth.server";
import { insertSeller } from "~/domain/listings/listing-fixtures.test-helper";
import { assessListingRisk } from "~/domain/moderation/assess-listing-risk.server";
import type { RealtimeEvent } from "~/domain/shared/realtime";
import type { Services } from "~/domain/shared/services";
import { createApp } from "~/server/app";
import { buildAuth } from "~/server/auth/build-auth";
import { loadConfig } from "~/server/config";
import { checkJobSends, startJobWorkers } from "~/server/job-workers";
import { createMediaRoutes } from "~/server/media-routes";
import { createMetrics, type Metrics } from "~/server/metrics/metrics";
import { createRealtimeBus } from "~/server/realtime/realtime-bus";
import { createSocketHub, type SocketHub } from "~/server/realtime/socket-hub";
import { getTestDatabase, resetDatabase } from "./test-database";

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
  /** Present when created with `metrics: true`: the registry GET /metrics reads. */
  metrics: Metrics | undefined;
  /** Absolute URL for in-process requests: app.request(url("/path")). */
  url: (p: string) => string;
  close(): Promise<void>;
}

const noPages = (() => {
  throw new Error("This test app was created without pages: pass { pages: true }");
}) as unknown as () => Promise<ServerBuild>;

/**
 * The set-up most use-case tests share: the test database reset, the app on it (rate limits ×100) and these members
 * inserted as sellers.
 */
export async function freshTestApp(
  memberIds: readonly string[],
): Promise<{ database: Database; t: TestContext }> {
  const database = await getTestDatabase();
  await resetDatabase(database);
  const t = await createTestApp(database, { rateLimitScale: 100 });
  for (const id of memberIds) await insertSeller(database.db, id);
  return { database, t };
}

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
    /** Photos somewhere else than a temp folder (e.g. S3 storage on a local emulator). */
    storage?: FileStorage;
    /** Replaces the database ping of /healthz (e.g. one that never answers), with its timeout. */
    ping?: () => Promise<void>;
    healthTimeoutMs?: number;
    /** The process logger (server/logger.ts createLogger over a captured stream); silent by default. */
    logger?: Logger;
    /** Request metrics and GET /metrics, watching this app's sockets, job queue and database. */
    metrics?: boolean;
    /** Redis for rate limits, sessions and codes (TEST_REDIS_URL by default), e.g. one behind a proxy a test cuts. */
    redisUrl?: string;
    /** The realtime fan-out; a transport shared with another test app makes the two of them two instances. */
    pubsub?: PubSub;
  } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "mandi-app-"));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", ...options.env });
  const outbox = createMemoryOutbox();
  const scale = options.rateLimitScale ?? 1;
  const redisUrl = options.redisUrl ?? process.env.TEST_REDIS_URL;
  const rateLimiter: RateLimiter = options.rateLimiter
    ? options.rateLimiter
    : redisUrl
      ? createRedisRateLimiter({
          url: redisUrl,
          scale,
          prefix: `mandi-test:${process.pid}:${Date.now()}:`,
          onDown: (err) =>
            options.logger?.warn({ err }, "Redis unreachable: rate limits are counted in this process"),
          onUp: () => options.logger?.info("Redis is back: rate limits are shared again"),
        })
      : createMemoryRateLimiter({ scale });
  const jobs = createManualJobQueue();
  const hub = createSocketHub();
  const bus = createRealtimeBus(options.pubsub ?? createMemoryPubSub(), hub, (err) => {
    throw err;
  });
  await bus.start();
  const events: TestContext["events"] = [];
  const services: Services = {
    db: database.db,
    email: options.email ?? createOutboxEmailSender(outbox),
    sms: options.sms ?? createOutboxSmsSender(outbox),
    rateLimiter,
    storage: options.storage ?? createDiskStorage(path.join(dataDir, "media")),
    realtime: {
      async publish(userIds, event) {
        events.push({ userIds, event });
        await bus.realtime.publish(userIds, event);
      },
      recheck: (userIds) => bus.realtime.recheck(userIds),
    },
    jobs: checkJobSends(jobs),
    reviewNewAd: assessListingRisk,
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
  await startJobWorkers(services, options.logger ?? pino({ level: "silent" }));
  // Sessions and codes in Redis too when TEST_REDIS_URL is set, under a prefix of this app alone.
  // A test of Redis outages (redisUrl given) reads what is logged about them.
  const authLogger = options.redisUrl ? options.logger : undefined;
  const authBuilt = buildAuth({ ...config, redisUrl }, services, authLogger, {
    redisPrefix: `mandi-test:${process.pid}:${Date.now()}:auth:`,
  });
  const pages = options.pages ? await loadServerBuild() : undefined;
  const metrics = options.metrics ? createMetrics() : undefined;
  metrics?.watch({
    webSockets: () => hub.size,
    connections: database.connectionStats,
    jobsWaiting: () => jobs.countWaiting(),
  });
  const app = createApp({
    config,
    services,
    auth: authBuilt.auth,
    logger: options.logger ?? pino({ level: "silent" }),
    ping: options.ping ?? database.ping,
    healthTimeoutMs: options.healthTimeoutMs,
    outbox,
    build: pages?.build ?? noPages,
    mode: "test",
    media: createMediaRoutes(services.storage),
    metrics,
  });
  return {
    app,
    services,
    auth: authBuilt.auth,
    outbox,
    jobs,
    events,
    hub,
    metrics,
    url: (p) => new URL(p, config.publicUrl).toString(),
    async close() {
      await rateLimiter.close();
      await authBuilt.close();
      await pages?.close();
    },
  };
}

async function loadServerBuild() {
  // The run's build of the pages (tests/support/global-setup.ts), loaded natively: a fresh copy per test file, as
  // each file runs in a process of its own.
  const failed = inject("pagesBuildError");
  if (failed) throw new Error(failed);
  const built = inject("pagesBuild");
  if (built) {
    const build = (await import(/* @vite-ignore */ pathToFileURL(built).href)) as ServerBuild;
    return { build: async () => build, close: async () => {} };
  }
  // Watch mode (or no global setup): Vite in middleware mode, which sees every change to the sources.
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
