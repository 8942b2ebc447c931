import path from "node:path";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { type Database, openDatabase } from "~/db/client.server";
import { seedIfEmpty } from "~/db/seed/seed.server";
import { storeListingPhoto } from "~/domain/media/store-listing-photo.server";
import { createApp } from "./app";
import { buildAuth } from "./auth/build-auth";
import { type Config, ConfigError, loadConfig } from "./config";
import { startJobWorkers } from "./job-workers";
import { startListingExpirySweep } from "./listing-expiry-sweep";
import { startListingViewFlush } from "./listing-view-flush";
import { createLogger } from "./logger";
import { createMediaRoutes } from "./media-routes";
import { createMetrics } from "./metrics/metrics";
import { startMetricsServer } from "./metrics/metrics-endpoint";
import { createReadiness, type Readiness } from "./readiness";
import { createWebSocketEndpoint } from "./realtime/websocket-endpoint";
import { startSearchLatinBackfill } from "./search-latin-backfill";
import { buildServices } from "./services";
import { startSuspensionSweep } from "./suspension-sweep";

// start.js loads this module through Vite in development: the HTTP server with its graceful stop comes with it.
export { createGracefulHttpServer } from "./graceful-http";

export interface MandiServer {
  app: ReturnType<typeof createApp>;
  config: Config;
  logger: ReturnType<typeof createLogger>;
  /** Hands an HTTP upgrade request to the WebSocket endpoint (GET /ws). */
  handleUpgrade: ReturnType<typeof createWebSocketEndpoint>["handleUpgrade"];
  /** Tells open WebSockets to reconnect elsewhere; call as the graceful stop begins. */
  closeSockets(): Promise<void>;
  /** /readyz's state: `drain()` as the stop begins turns it 503 (server/start.js). */
  readiness: Readiness;
  /** Closes the database and adapters; call after the HTTP server stopped accepting. */
  close(): Promise<void>;
}

/**
 * MIGRATE_ON_START: apply what is missing, under the start-up lock (decision 028). Otherwise the operator migrates
 * first (`npm run db:migrate`), and an instance refuses to serve a schema older than its code.
 */
async function migrateOrCheck(database: Database, config: Config, logger: Logger): Promise<void> {
  if (config.migrateOnStart) {
    const { applied, total } = await database.migrate();
    if (applied > 0) logger.info({ applied, total }, `applied ${applied} migrations`);
    return;
  }
  const pending = await database.pendingMigrations();
  if (pending > 0) {
    throw new ConfigError(
      `The database lacks ${pending} migrations of this release: run npm run db:migrate first (or set MIGRATE_ON_START=true)`,
    );
  }
}

/** Config → database (migrated, seeded when empty) → adapters → Hono app. Used by dev, production and tests. */
export async function createServer(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production" | "test";
  clientDir?: string;
  env?: Record<string, string | undefined>;
}): Promise<MandiServer> {
  const config = loadConfig(options.env ?? process.env);
  const logger = createLogger(config.logLevel);
  const metrics = createMetrics({
    onJobsError: (err) => logger.warn({ err }, "metrics: the job queue depth could not be read"),
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "db"),
    onPoolError: (err) => logger.error({ err }, "database pool error"),
    onQuery: metrics.observeQuery,
  });
  await migrateOrCheck(database, config, logger).catch(async (err: unknown) => {
    await database.close();
    throw err;
  });
  // Under the start-up lock, one instance at a time: pg-boss creating its queues from several processes at once
  // deadlocks in PostgreSQL, and an empty database is seeded once (server/migrate-on-start.test.ts).
  const { built, seeded } = await database.exclusive(async () => {
    const built = await buildServices(config, database, logger);
    const seeded = await seedIfEmpty(
      { db: database.db, storePhoto: (image) => storeListingPhoto(built.services, image) },
      { sample: true },
    );
    return { built, seeded };
  });
  if (seeded) logger.info("seeded an empty database with reference and sample data");
  // Who may moderate is part of what an operator must see at start (ADMIN_EMAILS, decision 015).
  if (config.isPublicDeployment || config.adminEmails.length > 0)
    logger.warn({ adminEmails: config.adminEmails }, `admins: ${config.adminEmails.join(", ") || "none"}`);
  const authBuilt = buildAuth(config, built.services, logger);
  const expirySweep = startListingExpirySweep(built.services, logger);
  const viewFlush = startListingViewFlush(built.services, logger);
  const suspensionSweep = startSuspensionSweep(built.services, logger);
  const latinBackfill = startSearchLatinBackfill(built.services, logger);
  await startJobWorkers(built.services, logger);
  const sockets = createWebSocketEndpoint({
    services: built.services,
    auth: authBuilt.auth,
    logger,
    publicOrigin: config.publicOrigin,
    trustProxy: config.trustProxy,
    hub: built.hub,
  });

  metrics.watch({
    webSockets: () => built.hub.size,
    connections: database.connectionStats,
    jobsWaiting: () => built.services.jobs.countWaiting(),
  });
  // A port of its own for the scraper (METRICS_PORT, decision 020); the main port's /metrics is mounted by the app.
  const metricsServer =
    config.metrics.port === undefined
      ? undefined
      : await startMetricsServer({
          metrics,
          port: config.metrics.port,
          host: config.metrics.host,
          onError: (err) => logger.error({ err }, "metrics could not be collected"),
        });
  if (metricsServer) logger.info(`metrics on http://${config.metrics.host}:${metricsServer.port}/metrics`);

  const readiness = createReadiness([{ name: "database", check: database.ping }, ...built.readinessChecks], {
    onFailure: (name, err) => logger.error({ err, check: name }, "readiness check failed"),
  });
  const app = createApp({
    config,
    services: built.services,
    auth: authBuilt.auth,
    logger,
    ping: database.ping,
    readiness,
    outbox: built.outbox,
    build: options.build,
    mode: options.mode,
    clientDir: options.clientDir,
    media: createMediaRoutes(built.services.storage),
    devStats: () => ({ webSockets: built.hub.size }),
    metrics,
  });
  return {
    app,
    config,
    logger,
    handleUpgrade: sockets.handleUpgrade,
    closeSockets: () => sockets.close(),
    readiness,
    async close() {
      await sockets.close();
      await metricsServer?.close();
      await expirySweep.stop();
      await viewFlush.stop();
      await suspensionSweep.stop();
      await latinBackfill.stop();
      await authBuilt.close();
      await built.close();
      await database.close();
    },
  };
}
