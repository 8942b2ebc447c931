/** A socket send refused as BUSY is sent again this many times over the socket, then posted (which waits its turn). */
export const BUSY_TRIES = 3;
const FALLBACK_RETRY_MS = 400;
const MAX_RETRY_MS = 5_000;

/**
 * What to do with a refused socket send: "retry" it after `inMs` (the server was busy storing other messages and
 * said when to come back), "post" it over HTTP (busy too often), or "fail" (refused for good: show why).
 */
export function afterRefusal(
  nack: { error?: { code?: unknown } | undefined; retryIn?: unknown },
  busyTries: number,
): { action: "retry"; inMs: number } | { action: "post" } | { action: "fail" } {
  if (nack.error?.code !== "BUSY") return { action: "fail" };
  if (busyTries >= BUSY_TRIES) return { action: "post" };
  const asked =
    typeof nack.retryIn === "number" && Number.isFinite(nack.retryIn) ? nack.retryIn : FALLBACK_RETRY_MS;
  // Each retry waits longer: a server still busy after one pause gets room to catch up.
  return { action: "retry", inMs: Math.min(Math.max(asked, 50) * 2 ** busyTries, MAX_RETRY_MS) };
}
