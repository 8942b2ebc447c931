/** What a Web Push message from Mandi carries (domain/notifications/push-message.ts builds it). */
export interface ShownNotification extends NotificationOptions {
  title: string;
}

/**
 * The notification for a push message's text: JSON `{ title, body, url, tag }`. Anything else still shows
 * something, since a push the worker does not show is held against the site by the browser.
 */
export function notificationOf(text: string): ShownNotification {
  let message: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object") message = parsed as Record<string, unknown>;
  } catch {
    message = { body: text };
  }
  const str = (value: unknown, fallback: string) => (typeof value === "string" && value ? value : fallback);
  return {
    title: str(message.title, "Mandi"),
    body: str(message.body, "You have something new on Mandi."),
    tag: str(message.tag, "mandi"),
    icon: "/icons/icon-192.png",
    badge: "/icons/icon-192.png",
    data: { url: str(message.url, "/") },
  };
}
