import { Flag } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { RATING_REPORT_REASONS } from "~/domain/ratings/rating-limits";
import type { RatingView } from "~/domain/ratings/rating-views";
import { REPORT_DETAILS_MAX_LENGTH } from "~/domain/shared/report-reasons";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";
import type { RatingReportRefusal } from "./rating-report-action.server";

const summaryStyle =
  "inline-flex min-h-10 cursor-pointer list-none items-center gap-1.5 font-semibold text-slate-700 hover:underline [&::-webkit-details-marker]:hidden";

/**
 * "Report" under someone else's rating: a native <details> holding a plain form, so it opens and posts without the
 * page's scripts. A visitor gets a link to log in and come back; the rater has nothing to report.
 */
export function ReportRating({
  rating,
  signedIn,
  here,
  refused,
}: {
  rating: RatingView;
  signedIn: boolean;
  /** This page's address, to come back to after logging in. */
  here: string;
  refused: RatingReportRefusal | undefined;
}) {
  const busy = useNavigation().state === "submitting";
  if (rating.yours) return null;
  const about = <span className="sr-only"> {m.product_rating_report_about({ name: rating.raterName })}</span>;
  if (!signedIn) {
    return (
      <Link to={`/login?redirectTo=${encodeURIComponent(here)}`} className={summaryStyle}>
        <Flag aria-hidden="true" className="size-4" />
        {m.product_rating_report()}
        {about}
      </Link>
    );
  }
  if (rating.reportedByYou) return <p className="text-sm text-slate-700">{m.product_rating_reported()}</p>;

  const failed = refused?.ratingId === rating.id ? refused : undefined;
  const errors = failed?.errors ?? {};
  const id = `report-rating-${rating.id}`;
  return (
    <details open={failed ? true : undefined} className="text-sm">
      <summary className={summaryStyle}>
        <Flag aria-hidden="true" className="size-4" />
        {m.product_rating_report()}
        {about}
      </summary>
      <Form method="post" className="mt-2 flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
        <input type="hidden" name="intent" value="report-rating" />
        <input type="hidden" name="ratingId" value={rating.id} />
        <fieldset
          className="flex flex-col gap-1.5"
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
        >
          <legend className="mb-1 font-semibold">{m.product_rating_report_legend()}</legend>
          {RATING_REPORT_REASONS.map((reason) => (
            <label key={reason} className="flex min-h-8 items-center gap-2">
              <input
                type="radio"
                name="reason"
                value={reason}
                required
                defaultChecked={failed?.values.reason === reason}
                className="size-4 accent-brand"
              />
              {localizeText(reason)}
            </label>
          ))}
          {errors.reason ? (
            <p id={`${id}-reason-error`} className="text-red-700">
              {localizeText(errors.reason)}
            </p>
          ) : null}
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-details`} className="font-semibold">
            {m.product_report_details()}
          </label>
          <p id={`${id}-hint`} className="text-slate-600">
            {m.product_rating_details_hint()}
          </p>
          <textarea
            id={`${id}-details`}
            name="details"
            rows={2}
            maxLength={REPORT_DETAILS_MAX_LENGTH}
            defaultValue={failed?.values.details}
            aria-invalid={errors.details ? true : undefined}
            aria-describedby={errors.details ? `${id}-details-error ${id}-hint` : `${id}-hint`}
            className="rounded-md border border-slate-300 px-2 py-1.5 text-base text-brand"
          />
          {errors.details ? (
            <p id={`${id}-details-error`} className="text-red-700">
              {localizeText(errors.details)}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={busy}
          className="min-h-10 w-fit rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {m.product_report_send()}
        </button>
      </Form>
    </details>
  );
}
