import { Link } from "react-router";
import type { QueueStatus } from "~/domain/moderation/moderation-schemas";
import { queueHref } from "./queue-href";

const FILTERS: { status: QueueStatus; label: string }[] = [
  { status: "open", label: "Open" },
  { status: "dismissed", label: "Dismissed" },
  { status: "resolved", label: "Resolved" },
];

/** Which reports a queue (`path`) shows: plain links, the current one marked for screen readers too. */
export function QueueFilter({ current, path = "/admin" }: { current: QueueStatus; path?: string }) {
  return (
    <nav aria-label="Report status">
      <ul className="flex flex-wrap gap-2 text-sm">
        {FILTERS.map(({ status, label }) => (
          <li key={status}>
            <Link
              to={queueHref(status, 1, path)}
              aria-current={status === current ? "page" : undefined}
              className={`inline-flex h-10 items-center rounded-full border px-4 font-semibold ${
                status === current
                  ? "border-brand bg-brand text-white"
                  : "border-slate-300 bg-white text-slate-800 hover:bg-surface"
              }`}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
