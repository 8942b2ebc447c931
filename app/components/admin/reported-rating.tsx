import { EyeOff, X } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { formatPostedDate } from "~/app/components/listing/format";
import { RatingStars } from "~/app/components/seller/rating-stars";
import type { ReportedRating as Item } from "~/domain/ratings/list-reported-ratings.server";
import { ratingRoleLabel } from "~/domain/ratings/rating-views";

const button =
  "inline-flex min-h-10 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-surface disabled:opacity-60";

/** One reported rating: what it says, who rated whom, why it was reported and by whom, and Hide / Dismiss. */
export function ReportedRating({ item }: { item: Item }) {
  const { rating, rater, ratee } = item;
  const headingId = `reported-rating-${rating.id}`;
  const raterName = rater.name || "User";
  const rateeName = ratee.name || "User";
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
    >
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="font-semibold break-words">
          {`Rating of ${rateeName} by ${raterName}`}
        </h3>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <RatingStars stars={rating.stars} className="text-base" />
          <span className="text-slate-700">
            {`${ratingRoleLabel(rating.rateeRole)} · `}
            <time dateTime={rating.createdAt}>{formatPostedDate(rating.createdAt)}</time>
          </span>
          <span className="font-semibold text-red-800">
            {item.reportCount === 1 ? "1 report" : `${item.reportCount} reports`}
          </span>
        </p>
        {rating.text ? (
          <blockquote className="border-l-4 border-slate-200 pl-3 break-words whitespace-pre-line">
            {rating.text}
          </blockquote>
        ) : (
          <p className="text-sm text-slate-600">No text, stars only.</p>
        )}
        <p className="text-sm">
          <Link to={ratee.link} className="font-semibold text-brand underline underline-offset-2">
            {`${rateeName}'s profile`}
          </Link>
        </p>
      </div>
      <ul aria-label="Reports" className="flex flex-col gap-2 text-sm">
        {item.reports.map((report) => (
          <li key={report.id} className="rounded-md border border-slate-200 p-2">
            <p>
              <span className="font-semibold">{report.reason}</span>
              <span className="text-slate-600">
                {` · ${report.reporterName || "A former member"} · `}
                <time dateTime={report.createdAt}>{formatPostedDate(report.createdAt)}</time>
              </span>
            </p>
            {report.details ? <p className="mt-1 break-words text-slate-800">{report.details}</p> : null}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-3">
        <ActionForm ratingId={rating.id} intent="hide">
          <EyeOff aria-hidden="true" className="size-4" />
          Hide rating<span className="sr-only"> by {raterName}</span>
        </ActionForm>
        <ActionForm ratingId={rating.id} intent="dismiss">
          <X aria-hidden="true" className="size-4" />
          Dismiss reports<span className="sr-only"> on the rating by {raterName}</span>
        </ActionForm>
      </div>
    </article>
  );
}

function ActionForm({
  ratingId,
  intent,
  children,
}: {
  ratingId: number;
  intent: "hide" | "dismiss";
  children: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="ratingId" value={ratingId} />
      <button
        type="submit"
        disabled={busy}
        className={intent === "hide" ? `${button} border-red-700 text-red-800 hover:bg-red-50` : button}
      >
        {children}
      </button>
    </Form>
  );
}
