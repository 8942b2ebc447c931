import { useEffect } from "react";
import { Form, useFetcher } from "react-router";
import { cn } from "~/app/components/ui/cn";
import { Icon } from "~/app/components/ui/icon";
import { useHydrated } from "~/app/hooks/use-hydrated";
import { useToast } from "~/app/hooks/use-toast";
import type { NotificationView } from "~/domain/notifications/notification-views";
import { m } from "~/i18n/paraglide/messages";
import { notificationIcon } from "./notification-icon";

export const NOTIFICATIONS_ACTION = "/notifications";

export type NotificationActionData = { ok: true } | { ok: false; message: string };

export interface ShownNotification extends NotificationView {
  /** "5 min ago", worked out by the loader. */
  when: string;
}

/**
 * One notification. Its title is the button that opens what it is about (and marks it read) — the whole card is
 * its target; "Mark as read" and delete post through a fetcher once the scripts run, as plain forms before.
 */
export function NotificationItem({ item, returnTo }: { item: ShownNotification; returnTo: string }) {
  const fetcher = useFetcher<NotificationActionData>();
  const hydrated = useHydrated();
  const { toast } = useToast();
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok) {
      toast({
        title: m.account_notifications_failed(),
        description: fetcher.data.message,
        variant: "destructive",
      });
    }
  }, [fetcher.state, fetcher.data, toast]);

  const pending = fetcher.formData?.get("intent");
  if (pending === "delete") return null;
  const read = item.read || pending === "read";
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
    </>
  );

  return (
    <li
      className={cn(
        "relative flex gap-3 rounded-lg border p-4 focus-within:ring-2 focus-within:ring-brand",
        read ? "border-slate-200 bg-white" : "border-brand-light bg-teal-50",
      )}
    >
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-surface text-brand"
      >
        <Icon name={notificationIcon(item.event, item.type)} size={20} />
      </span>
      <div className="min-w-0 flex-1">
        <Form method="post" action={NOTIFICATIONS_ACTION}>
          {hidden("open")}
          <button
            type="submit"
            className="text-left font-semibold text-brand outline-none after:absolute after:inset-0 after:rounded-lg hover:underline"
          >
            {item.title}
          </button>
        </Form>
        <p className="mt-1 break-words text-sm text-slate-700">{item.body}</p>
        <p className="mt-1 flex items-center gap-2 text-xs text-slate-600">
          {read ? null : (
            <>
              <span aria-hidden="true" className="size-2 rounded-full bg-brand" />
              <span className="sr-only">{m.account_notifications_unread_marker()}</span>
            </>
          )}
          <time dateTime={item.createdAt}>{item.when}</time>
        </p>
      </div>
      <div className="relative z-10 flex shrink-0 flex-col items-end gap-2 sm:flex-row sm:items-start">
        {read ? null : (
          <fetcher.Form method="post" action={NOTIFICATIONS_ACTION}>
            {hidden("read")}
            <button
              type="submit"
              className="rounded-md px-2 py-1 text-sm font-semibold text-brand underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
            >
              {m.account_notifications_mark_read()}
            </button>
          </fetcher.Form>
        )}
        <fetcher.Form method="post" action={NOTIFICATIONS_ACTION}>
          {hidden("delete")}
          <button
            type="submit"
            aria-label={m.account_notifications_delete()}
            title={m.account_notifications_delete()}
            className="inline-flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-surface hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <Icon name="x" size={18} />
          </button>
        </fetcher.Form>
      </div>
    </li>
  );
}
