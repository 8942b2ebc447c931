/**
 * The browsers' push services (RFC 8030): the only hosts a subscription's endpoint may name, always https on 443.
 * Chrome, Edge on Android, Opera, Samsung: FCM; Firefox: Mozilla's autopush; Safari: Apple's web push service;
 * Edge on Windows: WNS.
 */
const EXACT_HOSTS = new Set([
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "push.services.mozilla.com",
]);
const HOST_SUFFIXES = [".push.apple.com", ".notify.windows.com"];

/**
 * True when Mandi may send pushes to `endpoint`: a browser push service over https on the default port, or an
 * origin the operator added (PUSH_EXTRA_ORIGINS: a self-hosted push service, the journeys' stand-in). Nothing
 * else: no credentials in the URL, no other port, no other scheme.
 */
export function isPushServiceEndpoint(endpoint: string, extraOrigins: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== "https:" || url.port !== "") return false;
  const host = url.hostname;
  return (
    EXACT_HOSTS.has(host) ||
    HOST_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length)
  );
}
