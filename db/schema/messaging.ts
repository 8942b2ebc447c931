import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sessions, users } from "./auth";
import { listings, reportStatus } from "./listings";

/** `listing`: a buyer wrote about an ad (one per ad and buyer). `direct`: written to a member by e-mail. */
export const conversationKind = pgEnum("conversation_kind", ["listing", "direct"]);

export const conversations = pgTable(
  "conversations",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: conversationKind("kind").notNull().default("listing"),
    listingId: bigint("listing_id", { mode: "number" }).references(() => listings.id, {
      onDelete: "set null",
    }),
    /** Who started it (the buyer of a listing conversation). */
    buyerId: text("buyer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Who was written to (the seller of a listing conversation). */
    sellerId: text("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    /** The newest message each side has seen: "Seen" and unread counts compare message ids with these. */
    buyerLastReadId: bigint("buyer_last_read_id", { mode: "number" }).notNull().default(0),
    sellerLastReadId: bigint("seller_last_read_id", { mode: "number" }).notNull().default(0),
    /** Messages each side has not read yet: kept on send, recounted on read; the inbox and badges add them up. */
    buyerUnread: integer("buyer_unread").notNull().default(0),
    sellerUnread: integer("seller_unread").notNull().default(0),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The newest message each side may see, which orders their inbox: a withheld message (the recipient blocked
     * its sender) moves only its sender's. Null while that side may not see the chat at all: one written directly
     * to a member stays out of its writer's inbox until the member answers, so it confirms no address (issue 25).
     */
    buyerLastMessageAt: timestamp("buyer_last_message_at", { withTimezone: true }).defaultNow(),
    sellerLastMessageAt: timestamp("seller_last_message_at", { withTimezone: true }).defaultNow(),
    /** The seller marked the ad sold to this buyer from the chat. */
    soldToBuyerAt: timestamp("sold_to_buyer_at", { withTimezone: true }),
    /** The buyer had blocked the seller when the seller marked it sold: the buyer's side never shows it. */
    soldWithheld: boolean("sold_withheld").notNull().default(false),
    /** The buyer confirmed buying the ad the seller marked sold to them: only then may the seller rate the buyer. */
    buyerConfirmedAt: timestamp("buyer_confirmed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversations_listing_buyer_uq")
      .on(t.listingId, t.buyerId)
      .where(sql`${t.kind} = 'listing'`),
    // One direct conversation per pair of members, whoever wrote first.
    uniqueIndex("conversations_direct_pair_uq")
      .on(sql`least(${t.buyerId}, ${t.sellerId})`, sql`greatest(${t.buyerId}, ${t.sellerId})`)
      .where(sql`${t.kind} = 'direct'`),
    index("conversations_buyer_idx").on(t.buyerId, t.lastMessageAt.desc()),
    index("conversations_seller_idx").on(t.sellerId, t.lastMessageAt.desc()),
  ],
);

export const messageKind = pgEnum("message_kind", ["text", "photo", "offer"]);

export const messages = pgTable(
  "messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint("conversation_id", { mode: "number" })
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: text("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The sender's own id for the message: a send retried after a dropped connection is stored once. */
    clientId: text("client_id").notNull().default(sql`gen_random_uuid()::text`),
    kind: messageKind("kind").notNull().default("text"),
    body: text("body").notNull(),
    /** kind photo: the storage key of the re-encoded photo (served to the two participants only). */
    photoKey: text("photo_key"),
    /** kind offer: the offer this message announces or answers. */
    offerId: bigint("offer_id", { mode: "number" }),
    /** The scam-shield rules the text matched (domain/shared/scam-rules.ts), shown as warnings on both sides. */
    warnings: text("warnings").array().notNull().default(sql`'{}'::text[]`),
    /** The recipient had blocked the sender: kept for the sender, never shown or counted for the recipient. */
    withheld: boolean("withheld").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.id),
    uniqueIndex("messages_sender_client_uq").on(t.senderId, t.clientId),
  ],
);

export const offerStatus = pgEnum("offer_status", ["pending", "accepted", "declined", "countered"]);

export const offers = pgTable(
  "offers",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint("conversation_id", { mode: "number" })
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    fromUserId: text("from_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Whole rupees. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    status: offerStatus("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** Made by a member the other side had blocked: shown to its maker alone, like the message announcing it. */
    withheld: boolean("withheld").notNull().default(false),
    /** Answered by a member its maker had blocked: its maker still sees it waiting. */
    answerWithheld: boolean("answer_withheld").notNull().default(false),
  },
  (t) => [
    // One open offer per conversation: a counter answers the open one and becomes the open one.
    uniqueIndex("offers_one_pending_uq").on(t.conversationId).where(sql`${t.status} = 'pending'`),
  ],
);

/** A member who blocked another: the blocked one's messages are withheld, and they are not told. */
export const userBlocks = pgTable(
  "user_blocks",
  {
    blockerId: text("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: text("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] })],
);

/** A member reported from a conversation (once per reporter and member); the moderators' queue reads them. */
export const userReports = pgTable(
  "user_reports",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reportedUserId: text("reported_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    conversationId: bigint("conversation_id", { mode: "number" }).references(() => conversations.id, {
      onDelete: "set null",
    }),
    reason: text("reason").notNull(),
    details: text("details").notNull().default(""),
    status: reportStatus("status").notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("user_reports_once_uq").on(t.reporterId, t.reportedUserId),
    index("user_reports_status_idx").on(t.status, t.createdAt),
  ],
);

/**
 * Open chat screens, one row per connected socket that shows a conversation: a new message there makes no
 * notification. Rows are refreshed by the socket's heartbeat and ignored once stale (an instance that died).
 */
export const chatPresence = pgTable(
  "chat_presence",
  {
    socketId: text("socket_id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    conversationId: bigint("conversation_id", { mode: "number" })
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("chat_presence_user_idx").on(t.userId, t.conversationId)],
);

/** A catalogue message by name and its inputs (the shape of i18n/render-text.ts's Message). */
type StoredMessage = { key: string; params?: Record<string, unknown> };

export const notificationType = pgEnum("notification_type", ["listing", "message", "promo", "alert"]);

export const notifications = pgTable(
  "notifications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: notificationType("type").notNull(),
    /** What happened (domain/notifications/notification-events.ts): new-message, offer-received, ad-expiring… */
    event: text("event").notNull().default(""),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    /**
     * What the notice says, as catalogue messages and their inputs (i18n/render-text.ts), put in the reader's
     * language when read or sent. Null on notices stored before it (0030): their English title and body are shown.
     */
    text: jsonb("text").$type<{ title: StoredMessage; body: StoredMessage | string }>(),
    link: text("link"),
    /** The conversation a message notification is about: reading the chat reads its notification. */
    conversationId: bigint("conversation_id", { mode: "number" }).references(() => conversations.id, {
      onDelete: "cascade",
    }),
    /** Makes an event notify once (an expiry reminder, a burst of messages in one chat). */
    dedupeKey: text("dedupe_key"),
    /** Set once the event's e-mail went out (or was not wanted), so a batch never sends it twice. */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt.desc()),
    uniqueIndex("notifications_dedupe_uq").on(t.userId, t.dedupeKey),
  ],
);

export const notificationPreferences = pgTable("notification_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  newMessages: boolean("new_messages").notNull().default(true),
  promotionalEmails: boolean("promotional_emails").notNull().default(false),
  productUpdates: boolean("product_updates").notNull().default(true),
  /** The newest message already told of by e-mail: a batch covers what came after it. */
  messagesEmailedUpTo: bigint("messages_emailed_up_to", { mode: "number" }).notNull().default(0),
  /** How many e-mails the batches sent (the unsubscribe link's page shows what it turned off). */
  emailsSent: integer("emails_sent").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A browser's Web Push subscription (one per device): new messages and offers are pushed to it, as the member's
 * notification preferences allow. Removed when the push service answers 404 or 410.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The push service's URL for this device: unique, so subscribing again updates the same row. */
    endpoint: text("endpoint").notNull().unique(),
    /** The subscription's keys (base64url), for encrypting the payload. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    userAgent: text("user_agent"),
    /**
     * The session that turned push on: when it ends (sign-out, reset, ban) the row goes with it, so a device that
     * is signed out gets no more pushes. Null for devices subscribed before sessions were recorded (issue 25).
     */
    sessionId: text("session_id").references(() => sessions.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastPushedAt: timestamp("last_pushed_at", { withTimezone: true }),
  },
  (t) => [
    index("push_subscriptions_user_idx").on(t.userId),
    index("push_subscriptions_session_idx").on(t.sessionId),
  ],
);

export const ratingRole = pgEnum("rating_role", ["buyer", "seller"]);

/**
 * After a deal in a conversation (an accepted offer, or the ad marked sold to its buyer), each side may rate the
 * other once: 1–5 stars and a short text, shown on the rated member's profile. A moderator may hide one.
 */
export const ratings = pgTable(
  "ratings",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint("conversation_id", { mode: "number" })
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    raterId: text("rater_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rateeId: text("ratee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The rated member's side of the deal: rated as the seller, or as the buyer. */
    rateeRole: ratingRole("ratee_role").notNull(),
    stars: smallint("stars").notNull(),
    text: text("text").notNull().default(""),
    /** Set by a moderator after a report: no longer shown or counted. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ratings_once_uq").on(t.conversationId, t.raterId),
    index("ratings_ratee_idx").on(t.rateeId, t.createdAt.desc()),
    check("ratings_stars_range", sql`${t.stars} between 1 and 5`),
  ],
);

/** A rating reported as unfair or abusive (once per reporter and rating); the moderators' queue reads them. */
export const ratingReports = pgTable(
  "rating_reports",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    ratingId: bigint("rating_id", { mode: "number" })
      .notNull()
      .references(() => ratings.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    details: text("details").notNull().default(""),
    status: reportStatus("status").notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("rating_reports_once_uq").on(t.ratingId, t.reporterId),
    index("rating_reports_status_idx").on(t.status, t.createdAt),
  ],
);
