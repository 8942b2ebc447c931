import { m } from "~/i18n/paraglide/messages";

/** The words a screen reader hears after a link's name: "Messages, 3 unread". */
export const unreadText = (count: number | undefined) =>
  count ? m.account_unread_suffix({ count: String(count) }) : "";

/** The visible count on a header icon or menu link (its words are in the link's name); nothing when zero. */
export function UnreadBadge({ count, className }: { count: number | undefined; className: string }) {
  if (!count) return null;
  return (
    <span
      aria-hidden="true"
      className={`min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-bold text-white ${className}`}
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}
