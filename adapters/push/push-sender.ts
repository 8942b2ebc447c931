/** One browser's Web Push subscription: its push service URL and the keys its messages are encrypted for. */
export interface PushTarget {
  endpoint: string;
  /** The browser's P-256 public key, base64url. */
  p256dh: string;
  /** The subscription's authentication secret, base64url. */
  auth: string;
}

/**
 * Sends encrypted Web Push messages (RFC 8030/8291) signed with Mandi's VAPID key. Answers the push service's
 * status: 201 taken, 404/410 the subscription is gone (forget it), anything else a failure; 0 when unreachable.
 * An endpoint Mandi does not call (not a push service, or at a private address) answers 410 without a request.
 */
export interface PushSender {
  /** The VAPID public key (base64url): browsers subscribe with it as their `applicationServerKey`. */
  readonly publicKey: string;
  /** Whether a subscription's endpoint is one Mandi will push to: a browser push service (or an operator's). */
  accepts(endpoint: string): boolean;
  send(
    target: PushTarget,
    payload: string,
    options?: { ttlSeconds?: number; topic?: string },
  ): Promise<number>;
}
