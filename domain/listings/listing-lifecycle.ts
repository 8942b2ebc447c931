import { type Message, message } from "~/i18n/render-text";
import type { ListingStatus } from "./listing-views";

/** An ad stays up for 30 days after it is (re)published; renewing starts another 30. */
export const LISTING_LIFETIME_DAYS = 30;
const DAY_MS = 86_400_000;

export function expiryFrom(publishedAt: Date): Date {
  return new Date(publishedAt.getTime() + LISTING_LIFETIME_DAYS * DAY_MS);
}

/**
 * Statuses that run out when expires_at passes; a sold ad stays sold and a removed one is gone for good. A
 * deactivated ad stays deactivated: expiring would show it to everyone again ("expired" ads are public).
 */
export const EXPIRING_STATUSES = ["active", "reserved"] as const satisfies readonly ListingStatus[];

/** Statuses an owner may renew once expires_at has passed (and "expired" itself). */
export const RENEWABLE_WHEN_OVERDUE = [
  ...EXPIRING_STATUSES,
  "inactive",
] as const satisfies readonly ListingStatus[];

/** What an owner may set by hand. Expired ads come back by renewal; removal is a delete, and final. */
export const OWNER_STATUSES = ["active", "reserved", "sold", "inactive"] as const;
export type OwnerStatus = (typeof OWNER_STATUSES)[number];

/** For each status an owner can set, the statuses it may be reached from (itself included: a repeat is harmless). */
export const STATUS_CHANGES_FROM: Record<OwnerStatus, readonly ListingStatus[]> = {
  active: ["active", "reserved", "inactive", "sold"],
  reserved: ["reserved", "active"],
  inactive: ["inactive", "active", "reserved"],
  sold: ["sold", "active", "reserved", "inactive", "expired"],
};

/** Marking an ad sold closes it; the other changes keep it listed and so need it to be within its 30 days. */
export function needsUnexpired(target: OwnerStatus): boolean {
  return target !== "sold";
}

/** The status people see: an ad past its expiry is expired even before the sweep has written it down. */
export function effectiveStatus(status: ListingStatus, expiresAt: Date | string, now: Date): ListingStatus {
  const expiring = (EXPIRING_STATUSES as readonly ListingStatus[]).includes(status);
  return expiring && new Date(expiresAt).getTime() <= now.getTime() ? "expired" : status;
}

export const STATUS_LABELS: Record<ListingStatus, string> = {
  active: "Active",
  reserved: "Reserved",
  sold: "Sold",
  inactive: "Inactive",
  expired: "Expired",
  removed: "Removed",
  pending: "Pending review",
};

const STATUS_WORDS = {
  active: "server_status_active",
  reserved: "server_status_reserved",
  sold: "server_status_sold",
  inactive: "server_status_inactive",
  expired: "server_status_expired",
  removed: "server_status_removed",
  pending: "server_status_pending",
} as const satisfies Record<ListingStatus, string>;

function statusWord(status: ListingStatus): Message {
  return message(STATUS_WORDS[status]);
}

/** "You cannot change a sold ad to reserved." */
export function refusedChangeMessage(from: ListingStatus, to: ListingStatus): Message {
  const label = STATUS_LABELS[from].toLowerCase();
  // The article is English's alone; the Hindi message does not use it.
  const article = /^[aeiou]/.test(label) ? "an" : "a";
  return message("server_status_change", { article, from: statusWord(from), to: statusWord(to) });
}

export const EXPIRED_MESSAGE = "This ad has expired. Renew it to show it again.";
export const LISTING_NOT_FOUND_MESSAGE = "Listing not found.";

/**
 * Ads their seller has taken down (deactivated or deleted) or a moderator has not yet let through (pending review):
 * only the seller still sees them; everyone else is told the ad is no longer available, with nothing of it shown.
 */
export const HIDDEN_STATUSES = ["inactive", "removed", "pending"] as const satisfies readonly ListingStatus[];

export function isHiddenFromPublic(status: string): boolean {
  return (HIDDEN_STATUSES as readonly string[]).includes(status);
}
