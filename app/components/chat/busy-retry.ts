const FALLBACK_RETRY_MS = 400;
const MAX_RETRY_MS = 5_000;

/**
 * What to do with a refused socket send: "retry" it after `inMs` (the server was busy storing other messages and
 * said when to come back), or "fail" (refused for good: show why). A busy server is never answered with the same
 * message posted over HTTP instead: that route has no admission control, so under overload every fallback post
 * would queue for the same database and slow everyone's messages further (bench:chat, 26 Nov 2026).
 */
export function afterRefusal(
  nack: { error?: { code?: unknown } | undefined; retryIn?: unknown },
  busyTries: number,
): { action: "retry"; inMs: number } | { action: "fail" } {
  if (nack.error?.code !== "BUSY") return { action: "fail" };
  const asked =
    typeof nack.retryIn === "number" && Number.isFinite(nack.retryIn) ? nack.retryIn : FALLBACK_RETRY_MS;
  // Each retry waits longer (up to 5 s): a server still busy after one pause gets room to catch up.
  return {
    action: "retry",
    inMs: Math.min(Math.max(asked, 50) * 2 ** Math.min(busyTries, 10), MAX_RETRY_MS),
  };
}
