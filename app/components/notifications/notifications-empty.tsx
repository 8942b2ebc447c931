import { Icon } from "~/app/components/ui/icon";

/** The spec's empty state. */
export function NotificationsEmpty({ unreadOnly }: { unreadOnly: boolean }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-16 text-center">
      <Icon name="bell" size={40} className="text-slate-500" />
      <h2 className="text-xl font-bold">All caught up!</h2>
      <p className="text-slate-700">
        {unreadOnly
          ? "You have no unread notifications."
          : "Messages, offers and news about your ads will show up here."}
      </p>
    </div>
  );
}
