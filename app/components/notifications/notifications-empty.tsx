import { Icon } from "~/app/components/ui/icon";
import { m } from "~/i18n/paraglide/messages";

/** The spec's empty state. */
export function NotificationsEmpty({ unreadOnly }: { unreadOnly: boolean }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-16 text-center">
      <Icon name="bell" size={40} className="text-slate-500" />
      <h2 className="text-xl font-bold">{m.account_notifications_empty_title()}</h2>
      <p className="text-slate-700">
        {unreadOnly ? m.account_notifications_empty_unread() : m.account_notifications_empty_all()}
      </p>
    </div>
  );
}
