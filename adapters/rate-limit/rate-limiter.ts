export interface RateLimitRule {
  /** Allowed hits per window, before RATE_LIMIT_SCALE is applied. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/** Fixed-window counters; in-process by default, shared through Redis when REDIS_URL is set. */
export interface RateLimiter {
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  close(): Promise<void>;
}

export function scaledLimit(rule: RateLimitRule, scale: number): number {
  return Math.max(1, Math.floor(rule.limit * scale));
}
