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
  const seconds = result.retryAfterSeconds;
  const minutes = Math.ceil(seconds / 60);
  const options = { retryAfterSeconds: seconds };
  if (seconds < 60) throw new AppError("RATE_LIMITED", "server_rate_seconds", { count: seconds }, options);
  if (minutes === 1) throw new AppError("RATE_LIMITED", "server_rate_minute", undefined, options);
  throw new AppError("RATE_LIMITED", "server_rate_minutes", { count: minutes }, options);
}
