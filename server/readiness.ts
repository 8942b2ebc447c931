import { withTimeout } from "./with-timeout";

/** How long /readyz waits for each dependency before calling it unreachable. */
export const READINESS_TIMEOUT_MS = 2_000;

/** One dependency /readyz asks about. */
export interface ReadinessCheck {
  name: "database" | "redis" | "bucket";
  check(): Promise<void>;
  /**
   * Reported, but the instance stays ready without it: while Redis is away Mandi counts limits in the process and
   * sends events through PostgreSQL (decision 023), so taking every instance out of the balancer would be the
   * only real outage.
   */
  optional?: boolean;
}

export interface ReadinessAnswer {
  ready: boolean;
  body: { status: "ok" | "degraded" | "error" | "draining" } & Partial<
    Record<ReadinessCheck["name"], "ok" | "unreachable">
  >;
}

export interface Readiness {
  /** From now on /readyz answers 503: the stop has begun (SIGTERM), the balancer should send no more. */
  drain(): void;
  isDraining(): boolean;
  /** Asks every dependency at once, each under the timeout. */
  check(): Promise<ReadinessAnswer>;
}

export function createReadiness(
  checks: ReadinessCheck[],
  options: { timeoutMs?: number; onFailure?: (name: string, err: unknown) => void } = {},
): Readiness {
  let draining = false;
  const timeoutMs = options.timeoutMs ?? READINESS_TIMEOUT_MS;
  // /readyz is public: requests that arrive while the dependencies are being asked share that one asking, so a
  // flood of them makes at most one database ping, Redis ping and bucket request in flight per instance.
  let asking: Promise<ReadinessAnswer> | undefined;
  const askAll = async (): Promise<ReadinessAnswer> => {
    const results = await Promise.all(
      checks.map(async ({ name, check, optional }) => {
        try {
          await withTimeout(check(), timeoutMs);
          return { name, optional, ok: true };
        } catch (err) {
          options.onFailure?.(name, err);
          return { name, optional, ok: false };
        }
      }),
    );
    const failedRequired = results.some((r) => !r.ok && !r.optional);
    const failedOptional = results.some((r) => !r.ok && r.optional);
    const body: ReadinessAnswer["body"] = {
      status: failedRequired ? "error" : failedOptional ? "degraded" : "ok",
    };
    for (const r of results) body[r.name] = r.ok ? "ok" : "unreachable";
    return { ready: !failedRequired, body };
  };
  return {
    drain() {
      draining = true;
    },
    isDraining: () => draining,
    check() {
      if (draining) return Promise.resolve({ ready: false, body: { status: "draining" } });
      asking ??= askAll().finally(() => {
        asking = undefined;
      });
      return asking;
    },
  };
}
