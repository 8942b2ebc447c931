import path from "node:path";
import type { Logger } from "pino";
import type { EmailSender } from "~/adapters/email/email";
import { createOutboxEmailSender } from "~/adapters/email/outbox-email";
import { createSmtpEmailSender } from "~/adapters/email/smtp-email";
import { createMemoryOutbox, type Outbox } from "~/adapters/outbox/outbox";
import { createMemoryRateLimiter } from "~/adapters/rate-limit/memory-rate-limiter";
import type { RateLimiter } from "~/adapters/rate-limit/rate-limiter";
import { createRedisRateLimiter } from "~/adapters/rate-limit/redis-rate-limiter";
import { createHttpSmsSender } from "~/adapters/sms/http-sms";
import { createOutboxSmsSender } from "~/adapters/sms/outbox-sms";
import type { SmsSender } from "~/adapters/sms/sms";
import { createDiskStorage } from "~/adapters/storage/disk-storage";
import type { FileStorage } from "~/adapters/storage/file-storage";
import type { Db } from "~/db/client.server";
import type { Services } from "~/domain/shared/services";
import type { Config } from "./config";

export interface BuiltServices {
  services: Services;
  /** Present on a local run (no https PUBLIC_URL). */
  outbox: Outbox | undefined;
  close(): Promise<void>;
}

/** Picks each adapter from the configuration: a real provider when configured, the outbox otherwise. */
export function buildServices(config: Config, db: Db, logger: Logger): BuiltServices {
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

  const rateLimiter: RateLimiter = config.redisUrl
    ? createRedisRateLimiter({ url: config.redisUrl, scale: config.rateLimitScale })
    : createMemoryRateLimiter({ scale: config.rateLimitScale });

  const storage: FileStorage = createDiskStorage(path.join(config.dataDir, "media"));

  return {
    services: {
      db,
      email,
      sms,
      rateLimiter,
      storage,
      settings: {
        publicUrl: config.publicUrl,
        supportEmail: config.mail.supportAddress,
        careersEmail: config.mail.careersAddress,
        externalLinks: config.externalLinks,
      },
    },
    outbox,
    close: () => rateLimiter.close(),
  };
}

function requireOutbox(outbox: Outbox | undefined): Outbox {
  // loadConfig refuses a public deployment without providers, so this only guards programming errors.
  if (!outbox) throw new Error("A public deployment needs real SMS and e-mail providers.");
  return outbox;
}
