/** What a notification is about; the notifications page and e-mails group and word them by it. */
export const NOTIFICATION_EVENTS = {
  newMessage: "new-message",
  offerReceived: "offer-received",
  offerAnswered: "offer-answered",
  adPosted: "ad-posted",
  adExpiring: "ad-expiring",
  adExpired: "ad-expired",
  favoriteSold: "favorite-sold",
  favoritePriceDrop: "favorite-price-drop",
  listingRemoved: "listing-removed",
  ratingReceived: "rating-received",
  savedSearchMatch: "saved-search-match",
} as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[keyof typeof NOTIFICATION_EVENTS];

/** Which preference (Settings › Notification Preferences) decides whether an event also goes by e-mail. */
export type EmailKind = "messages" | "product";

/** How long a burst of messages or updates is collected before its one e-mail goes out. */
export const EMAIL_BATCH_SECONDS = { messages: 120, product: 600 } as const;

export const NOTIFICATIONS_PAGE_SIZE = 30;
