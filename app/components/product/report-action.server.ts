import { data } from "react-router";
import type { ToastMessage } from "~/app/hooks/use-toast";
import { redirectWithToast } from "~/app/lib/toast.server";
import type { SessionUser } from "~/domain/accounts/session-user";
import { reportListing } from "~/domain/moderation/report-listing.server";
import { AppError } from "~/domain/shared/app-error";
import { refusalOf } from "~/domain/shared/app-error-refusal";
import { REPORT_ACKNOWLEDGEMENT } from "~/domain/shared/report-reasons";
import type { Services } from "~/domain/shared/services";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";

/** What the report form gets back in place: sent, a toast, or the field messages with what was typed. */
export type ReportAnswer =
  | { sent: true }
  | { toast: ToastMessage }
  | { errors: Record<string, string>; values: { reason: string; details: string } };

export const REPORT_LOGIN_TOAST: ToastMessage = {
  get title() {
    return m.product_toast_login_first_title();
  },
  get description() {
    return m.product_report_login_text();
  },
  variant: "destructive",
};

/**
 * The ad page's "Report this ad" form. With JavaScript (a fetcher, `enhanced`) the answer replaces the form in
 * place; a plain post is redirected back to the ad with the acknowledgement as a toast, and the page then says the
 * ad was reported. Field errors come back as data either way, so the page renders them with what was typed.
 */
export async function reportAction(input: {
  services: Services;
  user: SessionUser | null;
  listingId: number;
  form: FormData;
  enhanced: boolean;
}) {
  const here = `/product/${input.listingId}`;
  if (!input.user)
    return redirectWithToast(`/login?redirectTo=${encodeURIComponent(here)}`, REPORT_LOGIN_TOAST);
  const reason = String(input.form.get("reason") ?? "");
  const details = String(input.form.get("details") ?? "");
  const say = (toast: ToastMessage) =>
    input.enhanced ? data({ report: { toast } satisfies ReportAnswer }) : redirectWithToast(here, toast);
  try {
    await reportListing(input.services, {
      userId: input.user.id,
      listingId: input.listingId,
      reason,
      details,
    });
  } catch (err) {
    const refusal = refusalOf(err);
    if (refusal.code === "NOT_FOUND") throw data(refusal.message, { status: 404 });
    if (refusal.code === "VALIDATION") {
      const answer: ReportAnswer = { errors: refusal.fields ?? {}, values: { reason, details } };
      // 400, as every page action answers a value its form does not offer (issue 25 §7).
      return data({ report: answer }, { status: 400 });
    }
    const title = refusal.code === "RATE_LIMITED" ? m.product_report_too_many() : m.product_report_failed();
    return say({ title, description: refusal.message, variant: "destructive" });
  }
  const sent: ReportAnswer = { sent: true };
  return input.enhanced
    ? data({ report: sent })
    : redirectWithToast(here, {
        title: m.product_report_sent(),
        description: localizeText(REPORT_ACKNOWLEDGEMENT),
      });
}
