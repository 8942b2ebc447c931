import { Link } from "react-router";
import { DeleteAllButton, useDeletingAll } from "~/app/components/notifications/delete-all-button";
import { NotificationItem } from "~/app/components/notifications/notification-item";
import { NotificationTabs } from "~/app/components/notifications/notification-tabs";
import { timeAgo } from "~/app/components/notifications/notification-time";
import { notificationsAction } from "~/app/components/notifications/notifications-action.server";
import { NotificationsEmpty } from "~/app/components/notifications/notifications-empty";
import { useLiveRefresh } from "~/app/components/notifications/use-live-refresh";
import { pageMeta } from "~/app/lib/meta";
import { requireUser } from "~/app/lib/session.server";
import { listNotifications } from "~/domain/notifications/list-notifications.server";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/notifications";

export const meta: Route.MetaFunction = () =>
  pageMeta(m.account_notifications_meta_title(), m.account_notifications_meta_description());

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const url = new URL(request.url);
  const tab = url.searchParams.get("tab") === "unread" ? "unread" : "all";
  const before = Number(url.searchParams.get("before"));
  const page = await listNotifications(context.services, {
    userId: user.id,
    unreadOnly: tab === "unread",
    before: Number.isSafeInteger(before) && before > 0 ? before : undefined,
  });
  const now = new Date();
  return {
    tab,
    returnTo: url.pathname + url.search,
    notifications: page.notifications.map((n) => ({ ...n, when: timeAgo(n.createdAt, now) })),
    older: page.hasMore
      ? `/notifications?${new URLSearchParams({
          ...(tab === "unread" ? { tab } : {}),
          before: String(page.notifications.at(-1)?.id ?? 0),
        })}`
      : null,
  } as const;
}

export const action = (args: Route.ActionArgs) => notificationsAction(args);

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { tab, returnTo, notifications, older } = loaderData;
  const deletingAll = useDeletingAll();
  useLiveRefresh();
  const shown = deletingAll ? [] : notifications;
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{m.account_notifications_title()}</h1>
        {shown.length > 0 ? <DeleteAllButton returnTo={returnTo} /> : null}
      </div>
      <NotificationTabs tab={tab} />
      {shown.length === 0 ? (
        <NotificationsEmpty unreadOnly={tab === "unread"} />
      ) : (
        <ul
          aria-label={
            tab === "unread" ? m.account_notifications_list_unread() : m.account_notifications_list_all()
          }
          className="space-y-3"
        >
          {shown.map((item) => (
            <NotificationItem key={item.id} item={item} returnTo={returnTo} />
          ))}
        </ul>
      )}
      {older && !deletingAll ? (
        <Link to={older} className="self-center font-semibold text-brand underline underline-offset-4">
          {m.account_notifications_older()}
        </Link>
      ) : null}
    </main>
  );
}
