import webpush from "web-push";
import type { PushSender, PushTarget } from "./push-sender";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A contact for the push services: `mailto:` or an https URL. */
  subject: string;
}

/**
 * The `web-push` package encrypts the payload and signs the VAPID header (generateRequestDetails); the request
 * itself goes out with fetch, which speaks http as well as https, so a local stand-in push service needs no
 * certificate (tests/support/push-service.ts).
 */
export function webPushSender(keys: VapidKeys, timeoutMs = 10_000): PushSender {
  return {
    publicKey: keys.publicKey,
    async send(target: PushTarget, payload: string, options = {}) {
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: keys,
          TTL: options.ttlSeconds ?? 24 * 60 * 60,
          urgency: "high",
          ...(options.topic ? { topic: options.topic } : {}),
        },
      );
      try {
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ? new Uint8Array(details.body) : null,
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel();
        return response.status;
      } catch {
        return 0;
      }
    },
  };
}

export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
