import type { RateLimitRule } from "~/adapters/rate-limit/rate-limiter";
import { AppError } from "./app-error";
import type { Services } from "./services";

/** Counts one attempt against `key`; throws RATE_LIMITED with a human wait time when over the limit. */
export async function enforceRateLimit(
  services: Pick<Services, "rateLimiter">,
  key: string,
  rule: RateLimitRule,
): Promise<void> {
  const result = await services.rateLimiter.hit(key, rule);
  if (result.allowed) return;
  const minutes = Math.ceil(result.retryAfterSeconds / 60);
  const wait =
    result.retryAfterSeconds < 60
      ? `${result.retryAfterSeconds} seconds`
      : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  throw new AppError(
    "RATE_LIMITED",
    `Too many attempts, try again in ${wait}.`,
    undefined,
    result.retryAfterSeconds,
  );
}
