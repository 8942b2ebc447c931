import path from "node:path";
import type { Logger } from "pino";
import type { EmailSender } from "~/adapters/email/email";
import { createOutboxEmailSender } from "~/adapters/email/outbox-email";
import { createSmtpEmailSender } from "~/adapters/email/smtp-email";
import { createNominatimGeocoder } from "~/adapters/geocoder/nominatim-geocoder";
import { type JobQueue, QUEUES } from "~/adapters/jobs/job-queue";
import { createPgBossJobQueue } from "~/adapters/jobs/pg-boss-job-queue";
import { createMemoryOutbox, type Outbox } from "~/adapters/outbox/outbox";
import { createFallbackPubSub } from "~/adapters/pubsub/fallback-pubsub";
import { createMemoryPubSub } from "~/adapters/pubsub/memory-pubsub";
import { createPostgresPubSub } from "~/adapters/pubsub/postgres-pubsub";
import type { PubSub } from "~/adapters/pubsub/pubsub";
import { createRedisPubSub } from "~/adapters/pubsub/redis-pubsub";
import { webPushSender } from "~/adapters/push/web-push-sender";
import { createMemoryRateLimiter } from "~/adapters/rate-limit/memory-rate-limiter";
import type { RateLimiter } from "~/adapters/rate-limit/rate-limiter";
import { createRedisRateLimiter } from "~/adapters/rate-limit/redis-rate-limiter";
import { linkRedis } from "~/adapters/redis/redis-link";
import { createHttpSmsSender } from "~/adapters/sms/http-sms";
import { createOutboxSmsSender } from "~/adapters/sms/outbox-sms";
import type { SmsSender } from "~/adapters/sms/sms";
import { createDiskStorage } from "~/adapters/storage/disk-storage";
import type { FileStorage } from "~/adapters/storage/file-storage";
import { createS3Storage } from "~/adapters/storage/s3-storage";
import type { Database } from "~/db/client.server";
import { assessListingRisk } from "~/domain/moderation/assess-listing-risk.server";
import type { Services } from "~/domain/shared/services";
import type { Config } from "./config";
import { checkJobSends } from "./job-workers";
import type { ReadinessCheck } from "./readiness";
import { createRealtimeBus } from "./realtime/realtime-bus";
import { createSocketHub, type SocketHub } from "./realtime/socket-hub";

export interface BuiltServices {
  services: Services;
  /** Present on a local run (no https PUBLIC_URL). */
  outbox: Outbox | undefined;
  /** The sockets of this process, which the realtime bus delivers to (server/realtime). */
  hub: SocketHub;
  pubsub: PubSub;
  /** What /readyz asks besides the database: Redis and the bucket, when configured (server/readiness.ts). */
  readinessChecks: ReadinessCheck[];
  close(): Promise<void>;
}

/**
 * Picks each adapter from the configuration: a real provider when configured, the outbox otherwise; photos in an
 * S3 bucket or under DATA_DIR; realtime fan-out through Redis, else PostgreSQL LISTEN/NOTIFY, else in process
 * (PGlite: one process); the job queue in the database.
 */
export async function buildServices(
  config: Config,
  database: Database,
  logger: Logger,
): Promise<BuiltServices> {
  const db = database.db;
  const outbox = config.isPublicDeployment
    ? undefined
    : createMemoryOutbox((entry) =>
        logger.info(
          { outbox: entry },
          `outbox ${entry.channel} to ${entry.to}: ${entry.body.split("\n")[0]}`,
        ),
      );

  const email: EmailSender = config.mail.smtpUrl
    ? createSmtpEmailSender({ url: config.mail.smtpUrl, from: config.mail.from })
    : createOutboxEmailSender(requireOutbox(outbox));

  const sms: SmsSender =
    config.sms.gatewayUrl && config.sms.apiKey
      ? createHttpSmsSender({
          url: config.sms.gatewayUrl,
          apiKey: config.sms.apiKey,
          senderId: config.sms.senderId,
        })
      : createOutboxSmsSender(requireOutbox(outbox));

  // While Redis is away, limits are counted in this process and events go the second way: said once an outage.
  const rateLimiter: RateLimiter = config.redisUrl
    ? createRedisRateLimiter({
        url: config.redisUrl,
        scale: config.rateLimitScale,
        onDown: (err) =>
          logger.warn({ err }, "Redis unreachable: rate limits are counted in this process until it is back"),
        onUp: () => logger.info("Redis is back: rate limits are shared again"),
      })
    : createMemoryRateLimiter({ scale: config.rateLimitScale });

  // A bucket when STORAGE_URL is set, so every instance serves every photo (decision 019).
  const s3 = config.objectStorage ? createS3Storage(config.objectStorage) : undefined;
  const storage: FileStorage = s3 ?? createDiskStorage(path.join(config.dataDir, "media"));

  const onPubSubError = (err: unknown) => logger.warn({ err }, "realtime fan-out error");
  const databasePubSub = (): PubSub =>
    config.databaseUrl
      ? createPostgresPubSub({ url: config.databaseUrl, notify: database.executeSql, onError: onPubSubError })
      : createMemoryPubSub();
  const pubsub: PubSub = config.redisUrl
    ? createFallbackPubSub(
        createRedisPubSub({
          url: config.redisUrl,
          onDown: (err) =>
            logger.warn(
              { err },
              `Redis unreachable: realtime events go ${config.databaseUrl ? "through PostgreSQL" : "to this process's screens only"} until it is back`,
            ),
          onUp: () => logger.info("Redis is back: realtime events go through it again"),
        }),
        databasePubSub(),
      )
    : databasePubSub();
  const hub = createSocketHub();
  const bus = createRealtimeBus(pubsub, hub, onPubSubError);
  await bus.start();
  // Readiness asks Redis on a connection of its own, so a ping never queues behind the limiter's or pub/sub's work.
  const redisProbe = config.redisUrl ? linkRedis(config.redisUrl) : undefined;
  const readinessChecks: ReadinessCheck[] = [
    ...(redisProbe
      ? [{ name: "redis" as const, optional: true, check: async () => void (await redisProbe.redis.ping()) }]
      : []),
    ...(s3 ? [{ name: "bucket" as const, check: () => s3.ping() }] : []),
  ];
  const jobs: JobQueue = await createPgBossJobQueue({
    sql: database,
    queues: QUEUES,
    logger,
    maxDelaySeconds: config.emailBatchSeconds,
  });

  return {
    services: {
      db,
      email,
      sms,
      rateLimiter,
      storage,
      realtime: bus.realtime,
      jobs: checkJobSends(jobs),
      reviewNewAd: assessListingRisk,
      push: config.push
        ? webPushSender(config.push, {
            extraOrigins: config.pushExtraOrigins,
            extraOriginsMayBePrivate: !config.isPublicDeployment,
          })
        : undefined,
      geocoder: config.geocoderUrl
        ? createNominatimGeocoder({ url: config.geocoderUrl, userAgent: `Mandi/1.0 (+${config.publicUrl})` })
        : undefined,
      settings: {
        publicUrl: config.publicUrl,
        supportEmail: config.mail.supportAddress,
        careersEmail: config.mail.careersAddress,
        externalLinks: config.externalLinks,
        signingSecret: config.authSecret,
        adminEmails: config.adminEmails,
        postsPerDay: config.postsPerDay,
      },
    },
    outbox,
    hub,
    pubsub,
    readinessChecks,
    async close() {
      await redisProbe?.close();
      await jobs.stop();
      await pubsub.close();
      await rateLimiter.close();
      s3?.close();
    },
  };
}

function requireOutbox(outbox: Outbox | undefined): Outbox {
  // loadConfig refuses a public deployment without providers, so this only guards programming errors.
  if (!outbox) throw new Error("A public deployment needs real SMS and e-mail providers.");
  return outbox;
}
