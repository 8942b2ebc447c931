import { type ActionFunctionArgs, data } from "react-router";
import { redirectWithToast } from "~/app/lib/toast.server";
import { revokeAllSessions } from "~/domain/accounts/revoke-all-sessions.server";
import { banUser, unbanUser } from "~/domain/moderation/ban-user.server";
import { dismissMemberReports } from "~/domain/moderation/dismiss-member-reports.server";
import { MemberModerationFormSchema } from "~/domain/moderation/member-moderation-schemas";
import { refusalOf } from "~/domain/shared/app-error-refusal";
import { requireAdminPage } from "./admin-guard.server";
import { queueHref } from "./queue-href";

/** What a refused suspension or ban sends back: the member, the field messages and what was typed. */
export interface MemberActionData {
  userId: string;
  fields: Record<string, string>;
  reason: string;
}

const until = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});
const adsAre = (n: number) => (n === 1 ? "1 ad is" : `${n} ads are`);

/**
 * The buttons of /admin/members: dismiss the reports, suspend for 7 or 30 days or ban (with a reason), lift. Each
 * answers with a redirect back to the same filter and page and a toast, so they work as plain forms. To anyone
 * but an admin this is a 404.
 */
export async function memberAction({ request, context }: ActionFunctionArgs) {
  const actor = await requireAdminPage(request, context);
  const services = context.services;
  const params = new URL(request.url).searchParams;
  const back = queueHref(params.get("status"), Number(params.get("page") ?? "1"), "/admin/members");
  const parsed = MemberModerationFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data("Unknown action.", { status: 400 });
  const form = parsed.data;
  try {
    if (form.intent === "dismiss") {
      const done = await dismissMemberReports(services, { actor, userId: form.userId });
      return redirectWithToast(back, {
        title: "Reports dismissed",
        description: `${done.dismissed === 1 ? "1 report" : `${done.dismissed} reports`} of ${done.name || "the member"} dismissed.`,
      });
    }
    if (form.intent === "unban") {
      const done = await unbanUser(services, { actor, userId: form.userId });
      return redirectWithToast(back, {
        title: done.wasSuspended ? "Suspension lifted" : "Member unbanned",
        description: `${done.name || "The member"} may sign in again; ${adsAre(done.listingsRestored)} up again.`,
      });
    }
    const done = await banUser(services, {
      actor,
      userId: form.userId,
      reason: form.reason,
      ...(form.sanction === "ban" ? {} : { days: Number(form.sanction) }),
      revokeSessions: (userId) => revokeAllSessions(context.auth, userId),
    });
    const when = done.bannedUntil ? ` until ${until.format(new Date(done.bannedUntil))}` : "";
    return redirectWithToast(back, {
      title: done.bannedUntil ? "Member suspended" : "Member banned",
      description: `${done.name || "The member"} is signed out and cannot sign in${when}; ${adsAre(done.listingsHidden)} hidden.`,
    });
  } catch (err) {
    const refusal = refusalOf(err);
    if (refusal.code === "VALIDATION" && refusal.fields && form.intent === "sanction") {
      return data<MemberActionData>(
        { userId: form.userId, fields: refusal.fields, reason: form.reason },
        { status: 422 },
      );
    }
    return redirectWithToast(back, {
      title: form.intent === "dismiss" ? "Could not dismiss the reports" : "Could not change the ban",
      description: refusal.message,
      variant: "destructive",
    });
  }
}
