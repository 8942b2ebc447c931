import { type ActionFunctionArgs, data } from "react-router";
import { redirectWithToast } from "~/app/lib/toast.server";
import { dismissRatingReports } from "~/domain/ratings/dismiss-rating-reports.server";
import { hideRating } from "~/domain/ratings/hide-rating.server";
import { refusalOf } from "~/domain/shared/app-error-refusal";
import { requireAdminPage } from "./admin-guard.server";

const RATING_ID = /^[1-9]\d{0,14}$/;

/** Where /admin/ratings shows this page of the queue. */
export function ratingsQueueHref(page = 1): string {
  return page > 1 ? `/admin/ratings?page=${page}` : "/admin/ratings";
}

/**
 * The buttons of /admin/ratings: hide the rating, or dismiss its reports. Each answers with a redirect back to the
 * same page and a toast, so they work as plain forms. To anyone but an admin this is a 404.
 */
export async function ratingModerationAction({ request, context }: ActionFunctionArgs) {
  const actor = await requireAdminPage(request, context);
  const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const back = ratingsQueueHref(Number.isSafeInteger(page) ? page : 1);
  const form = await request.formData();
  const intent = form.get("intent");
  const rawId = form.get("ratingId");
  if ((intent !== "hide" && intent !== "dismiss") || typeof rawId !== "string" || !RATING_ID.test(rawId)) {
    throw data("Unknown action.", { status: 400 });
  }
  const ratingId = Number(rawId);
  try {
    if (intent === "hide") {
      const done = await hideRating(context.services, { actor, ratingId });
      const reports = done.resolved === 1 ? "1 report" : `${done.resolved} reports`;
      return redirectWithToast(back, {
        title: "Rating hidden",
        description: `It no longer shows on the member's profile; ${reports} resolved.`,
      });
    }
    const done = await dismissRatingReports(context.services, { actor, ratingId });
    return redirectWithToast(back, {
      title: "Reports dismissed",
      description: `${done.dismissed === 1 ? "1 report" : `${done.dismissed} reports`} dismissed; the rating stays.`,
    });
  } catch (err) {
    return redirectWithToast(back, {
      title: "Could not moderate the rating",
      description: refusalOf(err).message,
      variant: "destructive",
    });
  }
}
