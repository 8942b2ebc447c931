import type { IconName } from "~/app/components/ui/icon-names";

const BY_EVENT: Record<string, IconName> = {
  "new-message": "message-circle",
  "offer-received": "tag",
  "offer-answered": "tag",
  "ad-posted": "sparkles",
  "ad-expiring": "clock",
  "ad-expired": "clock",
  "favorite-sold": "heart",
  "favorite-price-drop": "tag",
};

const BY_TYPE: Record<string, IconName> = {
  message: "message-circle",
  listing: "tag",
  promo: "megaphone",
  alert: "bell",
};

/** The icon beside a notification: by what happened, else by its kind. */
export function notificationIcon(event: string, type: string): IconName {
  return BY_EVENT[event] ?? BY_TYPE[type] ?? "bell";
}
