import { Link } from "react-router";
import type { AuditLogEntry } from "~/domain/moderation/list-audit-log.server";

const ACTION_LABELS: Record<string, string> = {
  "listing.remove": "Removed a listing",
  "listing.feature": "Featured a listing",
  "listing.unfeature": "Unfeatured a listing",
  "reports.dismiss": "Dismissed reports",
  "rating.hide": "Hid a rating",
  "rating.reports.dismiss": "Dismissed reports of a rating",
  "member-reports.dismiss": "Dismissed reports of a member",
  "user.ban": "Banned a member",
  "user.suspend": "Suspended a member",
  "user.unban": "Lifted a ban",
  "user.suspension-lift": "Lifted a suspension",
  "user.suspension-end": "A suspension ended",
};

// India's time, the same on the server and in every browser (no hydration mismatch across time zones).
const when = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** One line of the audit log: who did what to which ad or member, when, and why. */
export function AuditEntry({ entry }: { entry: AuditLogEntry }) {
  const title = typeof entry.detail.title === "string" ? entry.detail.title : null;
  const name = typeof entry.detail.name === "string" ? entry.detail.name.trim() : "";
  const target =
    entry.targetType === "listing" ? (
      <Link to={`/product/${entry.targetId}`} className="font-semibold text-brand hover:underline">
        {title ?? `Listing ${entry.targetId}`}
      </Link>
    ) : (
      <span className="font-semibold">
        {entry.targetType === "user" && name ? `Member ${name}` : `${entry.targetType} ${entry.targetId}`}
      </span>
    );
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold">{ACTION_LABELS[entry.action] ?? entry.action}</span>
        <time dateTime={entry.createdAt} className="text-slate-600">
          {when.format(new Date(entry.createdAt))}
        </time>
      </p>
      <p className="mt-1 break-words">{target}</p>
      <p className="mt-1 text-slate-700">
        {entry.actorEmail === "system"
          ? "By Mandi, automatically"
          : `By ${entry.actorEmail || "a former admin"}`}
      </p>
      {entry.reason ? <p className="mt-1 break-words">Why: {entry.reason}</p> : null}
    </article>
  );
}
