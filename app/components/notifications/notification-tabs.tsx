import { Link } from "react-router";
import { cn } from "~/app/components/ui/cn";
import { m } from "~/i18n/paraglide/messages";

export type NotificationTab = "all" | "unread";

/** All / Unread: links (`?tab=unread`), so they work before the scripts arrive. */
export function NotificationTabs({ tab }: { tab: NotificationTab }) {
  const tabs = [
    { id: "all", label: m.account_notifications_tab_all(), to: "/notifications" },
    { id: "unread", label: m.account_notifications_tab_unread(), to: "/notifications?tab=unread" },
  ] as const;
  return (
    <nav aria-label={m.account_notifications_tabs()} className="flex gap-1 border-b border-slate-200">
      {tabs.map(({ id, label, to }) => (
        <Link
          key={id}
          to={to}
          aria-current={tab === id ? "page" : undefined}
          className={cn(
            "-mb-px border-b-2 px-4 py-2 font-semibold",
            tab === id ? "border-brand text-brand" : "border-transparent text-slate-600 hover:text-brand",
          )}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
