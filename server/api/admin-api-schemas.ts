import { z } from "@hono/zod-openapi";
import { QUEUE_STATUSES } from "~/domain/moderation/moderation-schemas";

/** Shapes of /api/v1/admin/* answers, as domain/moderation returns them. */

const pageFields = { total: z.number(), page: z.number(), pageSize: z.number(), pageCount: z.number() };
const dateTime = z.string().openapi({ format: "date-time" });

export const QueueReport = z.object({
  id: z.number(),
  reason: z.string(),
  details: z.string(),
  reporterName: z.string().openapi({ description: '"" when the reporter\'s account is gone' }),
  createdAt: dateTime,
});

export const SellerHistory = z
  .object({
    id: z.string(),
    name: z.string(),
    memberSince: dateTime,
    phoneVerified: z.boolean(),
    adsPosted: z.number().openapi({ description: "Every ad ever posted, deleted and removed ones too" }),
    reportsReceived: z
      .number()
      .openapi({ description: "Reports of their ads plus reports of them from chats" }),
    blocksReceived: z.number(),
    bannedAt: dateTime.nullable().openapi({
      description:
        "When a moderator banned or suspended them; null when neither, or the suspension has ended",
    }),
    banReason: z.string().nullable(),
    bannedUntil: dateTime
      .nullable()
      .openapi({ description: "When the suspension ends; null for a ban (no end) or when neither" }),
  })
  .openapi("SellerHistory");

export const QueueItem = z
  .object({
    listing: z.object({
      id: z.number(),
      title: z.string(),
      price: z.number().nullable(),
      priceText: z.string().nullable(),
      status: z.enum(["active", "sold", "reserved", "inactive", "expired", "removed", "pending"]),
      featured: z.boolean(),
      removedReason: z.string().nullable(),
      cover: z
        .object({
          storageKey: z
            .string()
            .openapi({ description: "Served at /media/{storageKey}/{320|640|1280}.webp" }),
          width: z.number(),
          height: z.number(),
        })
        .nullable(),
      link: z.string().openapi({ description: "The ad's page on the site" }),
    }),
    reportCount: z.number(),
    lastReportedAt: dateTime,
    reports: z.array(QueueReport),
    photoReusedIn: z.array(z.object({ id: z.number(), title: z.string(), link: z.string() })).openapi({
      description: "Other sellers' ads showing one of this ad's photos (the same perceptual hash)",
    }),
    seller: SellerHistory,
  })
  .openapi("ModerationQueueItem");

export const QueuePage = z.object({
  status: z.enum(QUEUE_STATUSES),
  items: z.array(QueueItem),
  ...pageFields,
});

export const AuditLogEntry = z
  .object({
    id: z.number(),
    actorEmail: z.string(),
    action: z.string().openapi({ example: "listing.remove" }),
    targetType: z.string(),
    targetId: z.string(),
    reason: z.string(),
    detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    createdAt: dateTime,
  })
  .openapi("AuditLogEntry");

export const AuditLogPage = z.object({ entries: z.array(AuditLogEntry), ...pageFields });

export const Dismissed = z.object({ listingId: z.number(), title: z.string(), dismissed: z.number() });
export const Removed = z.object({ id: z.number(), title: z.string(), resolved: z.number() });
export const Featured = z.object({ id: z.number(), title: z.string(), featured: z.boolean() });
export const Banned = z.object({
  id: z.string(),
  name: z.string(),
  listingsHidden: z.number(),
  bannedUntil: dateTime.nullable().openapi({ description: "When a suspension ends; null for a ban" }),
  reportsResolved: z.number().openapi({ description: "Open reports of the member from chats, now resolved" }),
});
export const Unbanned = z.object({
  id: z.string(),
  name: z.string(),
  listingsRestored: z.number(),
  wasSuspended: z.boolean().openapi({ description: "A suspension (with an end) was lifted, not a ban" }),
});
