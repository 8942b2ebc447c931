import { QUEUE_STATUSES, type QueueStatus } from "~/domain/moderation/moderation-schemas";

/** The queue's status from the URL; anything unknown is the default, the open reports. */
export function queueStatus(value: string | null | undefined): QueueStatus {
  return (QUEUE_STATUSES as readonly string[]).includes(value ?? "") ? (value as QueueStatus) : "open";
}

/** A queue (/admin, /admin/members) with its filter and page, leaving out what is the default (open, page 1). */
export function queueHref(status: string | null | undefined, page = 1, path = "/admin"): string {
  const query = new URLSearchParams();
  const shown = queueStatus(status);
  if (shown !== "open") query.set("status", shown);
  if (Number.isInteger(page) && page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
