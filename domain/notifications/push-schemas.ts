import { z } from "zod";

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

/** A browser's PushSubscription as `subscription.toJSON()` gives it (POST /api/v1/push/subscriptions). */
export const PushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, message: "The push endpoint must be an http(s) URL." }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(base64url).min(80).max(100),
    auth: z.string().regex(base64url).min(16).max(32),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

export const PushEndpointSchema = z.object({ endpoint: z.url().max(2048) });

/** Devices one member may have push turned on for; subscribing one more forgets the one subscribed longest ago. */
export const MAX_PUSH_DEVICES = 10;
