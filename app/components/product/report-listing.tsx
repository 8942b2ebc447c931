import { Flag } from "lucide-react";
import { useEffect } from "react";
import { useActionData, useFetcher } from "react-router";
import { useHydrated } from "~/app/hooks/use-hydrated";
import { useToast } from "~/app/hooks/use-toast";
import {
  REPORT_ACKNOWLEDGEMENT,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
} from "~/domain/shared/report-reasons";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";
import type { ProductActionData } from "./product-action.server";

const reportAnswer = (d: ProductActionData | undefined) => (d && "report" in d ? d.report : null);

const box = "rounded-lg border border-slate-200 bg-white p-4 text-sm";

/**
 * "Report this ad" for someone else's ad: a native disclosure holding a plain form, so it opens and posts before
 * (or without) the page's scripts. With them, the answer replaces the form in place.
 */
export function ReportListing({ reported }: { reported: boolean }) {
  const fetcher = useFetcher<ProductActionData>();
  const posted = useActionData<ProductActionData>();
  const hydrated = useHydrated();
  const { toast } = useToast();
  const answer = reportAnswer(fetcher.data) ?? reportAnswer(posted);
  useEffect(() => {
    if (
      fetcher.state === "idle" &&
      fetcher.data &&
      "report" in fetcher.data &&
      "toast" in fetcher.data.report
    ) {
      toast(fetcher.data.report.toast);
    }
  }, [fetcher.state, fetcher.data, toast]);

  if (answer && "sent" in answer) {
    return (
      <p role="status" className={`${box} font-semibold text-brand`}>
        {localizeText(REPORT_ACKNOWLEDGEMENT)}
      </p>
    );
  }
  if (reported) return <p className={`${box} text-slate-700`}>{m.product_report_done()}</p>;

  const failed = answer && "errors" in answer ? answer : null;
  const errors = failed?.errors ?? {};
  return (
    <details open={failed ? true : undefined} className={box}>
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-slate-700">
        <Flag aria-hidden="true" className="size-4 shrink-0" />
        {m.product_report_summary()}
      </summary>
      <fetcher.Form method="post" className="mt-3 flex flex-col gap-3">
        <input type="hidden" name="intent" value="report" />
        {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
        <fieldset
          className="flex flex-col gap-1.5"
          aria-describedby={errors.reason ? "report-reason-error" : undefined}
        >
          <legend className="mb-1 font-semibold">{m.product_report_reason_legend()}</legend>
          {REPORT_REASONS.map((reason) => (
            <label key={reason} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="reason"
                value={reason}
                required
                aria-invalid={errors.reason ? true : undefined}
                defaultChecked={failed?.values.reason === reason}
                className="size-4 accent-brand"
              />
              {localizeText(reason)}
            </label>
          ))}
          {errors.reason ? (
            <p id="report-reason-error" className="text-red-700">
              {localizeText(errors.reason)}
            </p>
          ) : null}
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor="report-details" className="font-semibold">
            {m.product_report_details()}
          </label>
          <p id="report-details-hint" className="text-slate-600">
            {m.product_report_details_hint({ max: REPORT_DETAILS_MAX_LENGTH })}
          </p>
          <textarea
            id="report-details"
            name="details"
            rows={3}
            maxLength={REPORT_DETAILS_MAX_LENGTH}
            defaultValue={failed?.values.details}
            aria-invalid={errors.details ? true : undefined}
            aria-describedby={
              errors.details ? "report-details-error report-details-hint" : "report-details-hint"
            }
            className="rounded-md border border-slate-300 px-2 py-1.5 text-brand"
          />
          {errors.details ? (
            <p id="report-details-error" className="text-red-700">
              {localizeText(errors.details)}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="min-h-11 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {m.product_report_send()}
        </button>
      </fetcher.Form>
    </details>
  );
}
