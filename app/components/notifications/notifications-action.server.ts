import { type ActionFunctionArgs, data, redirect } from "react-router";
import { requireUser, safeRedirectPath } from "~/app/lib/session.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import {
  deleteAllNotifications,
  deleteNotification,
  markNotificationRead,
} from "~/domain/notifications/change-notifications.server";
import { refusalOf } from "~/domain/shared/app-error-refusal";
import { m } from "~/i18n/paraglide/messages";
import type { NotificationActionData } from "./notification-item";

/**
 * The forms of /notifications: `open` (marks it read and goes where it leads), `read`, `delete`, `delete-all`.
 * A fetcher (`enhanced`) gets JSON; a plain form post (no JavaScript) is redirected back to the list it came from.
 */
export async function notificationsAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const returnTo = safeRedirectPath(form.get("returnTo"), "/notifications");
  const enhanced = form.get("enhanced") === "1";
  const intent = form.get("intent");
  const id = Number(form.get("id"));
  const input = { userId: user.id, notificationId: id };
  const fail = (message: string, status: number) =>
    enhanced
      ? data<NotificationActionData>({ ok: false, message }, { status })
      : redirectWithToast(returnTo, {
          title: m.account_notifications_failed(),
          description: message,
          variant: "destructive",
        });

  try {
    if (intent === "delete-all") {
      await deleteAllNotifications(context.services, { userId: user.id });
    } else if (!Number.isSafeInteger(id) || id < 1) {
      return fail(m.account_notifications_not_found(), 404);
    } else if (intent === "open") {
      const { link } = await markNotificationRead(context.services, input);
      return redirect(safeRedirectPath(link, "/notifications"));
    } else if (intent === "read") {
      await markNotificationRead(context.services, input);
    } else if (intent === "delete") {
      await deleteNotification(context.services, input);
    } else {
      return fail(m.account_notifications_unknown_action(), 400);
    }
  } catch (err) {
    const refusal = refusalOf(err);
    return fail(refusal.message, refusal.status);
  }
  return enhanced ? data<NotificationActionData>({ ok: true }) : redirect(returnTo);
}
