import type { Logger } from "pino";
import { type Auth, createAuth } from "~/domain/accounts/create-auth.server";
import type { Services } from "~/domain/shared/services";
import type { Config } from "../config";
import { createRedisSecondaryStorage } from "./redis-secondary-storage";

/** The process's better-auth: secrets and URLs from the config, Redis for sessions and codes when REDIS_URL is set. */
export function buildAuth(
  config: Pick<Config, "authSecret" | "publicUrl" | "isPublicDeployment" | "google" | "redisUrl">,
  services: Services,
  logger?: Logger,
  options: { redisPrefix?: string } = {},
): { auth: Auth; close(): Promise<void> } {
  const redis = config.redisUrl
    ? createRedisSecondaryStorage({
        url: config.redisUrl,
        prefix: options.redisPrefix,
        // Said once an outage: sign-in keeps working on the database meanwhile.
        onDown: (err) =>
          logger?.warn(
            { err },
            "Redis unreachable: sessions and sign-in codes are read from the database until it is back",
          ),
        onUp: () => logger?.info("Redis is back: sessions and sign-in codes are cached in it again"),
        onFlushed: (count) =>
          logger?.info(
            `Redis is back: dropped its ${count} cached sessions and codes, some stale after the outage`,
          ),
        onFlushFailed: (err) =>
          logger?.error({ err }, "Redis is back, but its stale session cache could not be dropped"),
      })
    : undefined;
  const auth = createAuth(services, {
    secret: config.authSecret,
    baseURL: config.publicUrl,
    secureCookies: config.isPublicDeployment,
    google: config.google,
    secondaryStorage: redis?.storage,
    logger,
  });
  return { auth, close: async () => redis?.close() };
}
