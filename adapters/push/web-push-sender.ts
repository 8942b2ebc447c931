import webpush from "web-push";
import { checkedPost, RefusedAddressError, type Resolve, systemResolve } from "./checked-post";
import { isPushServiceEndpoint } from "./push-endpoint";
import type { PushSender, PushTarget } from "./push-sender";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A contact for the push services: `mailto:` or an https URL. */
  subject: string;
}

export interface WebPushOptions {
  /** PUSH_EXTRA_ORIGINS: origins besides the browsers' push services that pushes may go to. */
  extraOrigins?: readonly string[];
  /** Lets the extra origins be private addresses: a local run only (the journeys' stand-in push service). */
  extraOriginsMayBePrivate?: boolean;
  timeoutMs?: number;
  resolve?: Resolve;
}

/**
 * The `web-push` package encrypts the payload and signs the VAPID header (generateRequestDetails); the request
 * goes out through checkedPost, only to a push service (adapters/push/push-endpoint.ts) at a public address
 * checked at send time, so an endpoint stored before a rule tightened is not called either. A refused endpoint
 * answers 410, like a subscription its push service forgot, and is forgotten (issue 25 §5).
 */
export function webPushSender(keys: VapidKeys, options: WebPushOptions = {}): PushSender {
  const extraOrigins = options.extraOrigins ?? [];
  return {
    publicKey: keys.publicKey,
    accepts: (endpoint) => isPushServiceEndpoint(endpoint, extraOrigins),
    async send(target: PushTarget, payload: string, sendOptions = {}) {
      if (!isPushServiceEndpoint(target.endpoint, extraOrigins)) return GONE;
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: keys,
          TTL: sendOptions.ttlSeconds ?? 24 * 60 * 60,
          urgency: "high",
          ...(sendOptions.topic ? { topic: sendOptions.topic } : {}),
        },
      );
      const url = new URL(details.endpoint);
      try {
        return await checkedPost(
          url,
          {
            headers: details.headers as Record<string, string>,
            body: details.body ? new Uint8Array(details.body) : null,
            timeoutMs: options.timeoutMs ?? 10_000,
          },
          {
            resolve: options.resolve ?? systemResolve,
            privateAddresses: Boolean(options.extraOriginsMayBePrivate) && extraOrigins.includes(url.origin),
          },
        );
      } catch (err) {
        return err instanceof RefusedAddressError ? GONE : 0;
      }
    },
  };
}

const GONE = 410;

export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
