import type { ReactNode } from "react";
import { formatPostedDate } from "~/app/components/listing/format";
import type { QueueReport } from "~/domain/moderation/list-moderation-queue.server";

/** The reports of one reported ad or member: reason, reporter and when, what else the queue shows, the details. */
export function ReportList<Report extends QueueReport>({
  reports,
  more,
}: {
  reports: Report[];
  /** What a report shows besides (the chat a member was reported from). */
  more?: (report: Report) => ReactNode;
}) {
  return (
    <ul aria-label="Reports" className="flex flex-col gap-2 text-sm">
      {reports.map((report) => (
        <li key={report.id} className="rounded-md border border-slate-200 p-2">
          <p>
            <span className="font-semibold">{report.reason}</span>
            <span className="text-slate-600">
              {" "}
              · {report.reporterName || "A former member"} ·{" "}
              <time dateTime={report.createdAt}>{formatPostedDate(report.createdAt)}</time>
            </span>
          </p>
          {more?.(report)}
          {report.details ? <p className="mt-1 break-words text-slate-800">{report.details}</p> : null}
        </li>
      ))}
    </ul>
  );
}
