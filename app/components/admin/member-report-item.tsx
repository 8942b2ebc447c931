import type { MemberQueueItem } from "~/domain/moderation/list-member-reports.server";
import type { QueueStatus } from "~/domain/moderation/moderation-schemas";
import type { MemberActionData } from "./member-action.server";
import { MemberActions } from "./member-actions";
import { ReportList } from "./report-list";
import { SellerHistory } from "./seller-history";

/**
 * One member reported from chats: why and by whom, from which chat (its subject and ad, never its messages),
 * their history and what can be done.
 */
export function MemberReportItem({
  item,
  status,
  refused,
}: {
  item: MemberQueueItem;
  status: QueueStatus;
  refused: MemberActionData | undefined;
}) {
  const { member, reports } = item;
  const headingId = `reported-member-${member.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id={headingId} className="font-semibold break-words">
          {member.name || "User"}
        </h3>
        <span className="text-sm font-semibold text-red-800">
          {item.reportCount === 1 ? "1 report" : `${item.reportCount} reports`}
        </span>
      </div>
      <ReportList
        reports={reports}
        more={(report) =>
          report.conversation ? (
            <p className="mt-1 break-words text-slate-700">
              In the chat “{report.conversation.subject}”
              {report.conversation.listingTitle &&
              report.conversation.listingTitle !== report.conversation.subject
                ? ` about the ad “${report.conversation.listingTitle}”`
                : null}
            </p>
          ) : null
        }
      />
      <SellerHistory seller={member} kind="Member" />
      <MemberActions
        member={member}
        hasOpenReports={status === "open" && reports.length > 0}
        refused={refused}
      />
    </article>
  );
}
