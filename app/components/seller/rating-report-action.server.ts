import { data } from "react-router";
import type { ToastMessage } from "~/app/hooks/use-toast";
import { redirectWithToast } from "~/app/lib/toast.server";
import type { SessionUser } from "~/domain/accounts/session-user";
import { reportRating } from "~/domain/ratings/report-rating.server";
import { AppError } from "~/domain/shared/app-error";
import { refusalOf } from "~/domain/shared/app-error-refusal";
import { REPORT_ACKNOWLEDGEMENT } from "~/domain/shared/report-reasons";
import type { Services } from "~/domain/shared/services";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";

/** A refused report comes back to its rating's form: the field messages and what was typed. */
export interface RatingReportRefusal {
  ratingId: number;
  errors: Record<string, string>;
  values: { reason: string; details: string };
}

const RATING_ID = /^[1-9]\d{0,14}$/;

/**
 * "Report" under a rating on /seller/{id}: a plain form post, answered with a redirect back to the same page of
 * ratings and a toast (so it works without JavaScript); field messages come back as data with what was typed.
 */
export async function ratingReportAction(input: {
  services: Services;
  user: SessionUser | null;
  request: Request;
  form: FormData;
}) {
  const url = new URL(input.request.url);
  const here = `${url.pathname}${url.search}`;
  if (!input.user) {
    return redirectWithToast(`/login?redirectTo=${encodeURIComponent(here)}`, {
      title: m.product_toast_login_first_title(),
      description: m.product_rating_login_text(),
      variant: "destructive",
    });
  }
  const rawId = input.form.get("ratingId");
  if (input.form.get("intent") !== "report-rating" || typeof rawId !== "string" || !RATING_ID.test(rawId)) {
    throw data("Unknown action.", { status: 400 });
  }
  const ratingId = Number(rawId);
  const reason = String(input.form.get("reason") ?? "");
  const details = String(input.form.get("details") ?? "");
  const back = (toast: ToastMessage) => redirectWithToast(`${here}#rating-${ratingId}`, toast);
  try {
    await reportRating(input.services, { userId: input.user.id, ratingId, reason, details });
  } catch (err) {
    const { code, message, fields } = refusalOf(err);
    if (code === "VALIDATION") {
      const refusal: RatingReportRefusal = {
        ratingId,
        errors: fields ?? {},
        values: { reason, details },
      };
      return data({ refusal }, { status: 422 });
    }
    return back({
      title: m.product_report_failed(),
      description: message,
      variant: "destructive",
    });
  }
  return back({ title: m.product_report_sent(), description: localizeText(REPORT_ACKNOWLEDGEMENT) });
}
