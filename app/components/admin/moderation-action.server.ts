import { type ActionFunctionArgs, data } from "react-router";
import { redirectWithToast } from "~/app/lib/toast.server";
import { revokeAllSessions } from "~/domain/accounts/revoke-all-sessions.server";
import { banUser, unbanUser } from "~/domain/moderation/ban-user.server";
import { dismissReports } from "~/domain/moderation/dismiss-reports.server";
import { ModerationFormSchema } from "~/domain/moderation/moderation-schemas";
import { removeListingAsModerator } from "~/domain/moderation/remove-listing-as-moderator.server";
import { setListingFeatured } from "~/domain/moderation/set-listing-featured.server";
import { refusalOf } from "~/domain/shared/app-error-refusal";
import { requireAdminPage } from "./admin-guard.server";
import { queueHref } from "./queue-href";

/** What a refused removal or ban sends back: the row, its field messages and what was typed, so nothing is lost. */
export interface ModerationActionData {
  listingId: number;
  intent: "remove" | "ban";
  fields: Record<string, string>;
  reason: string;
}

/**
 * The buttons of /admin: dismiss, remove (with a reason), feature / unfeature. Each answers with a redirect back to
 * the same filter and page and a toast, so they work as plain forms. To anyone but an admin this is a 404.
 */
export async function moderationAction({ request, context }: ActionFunctionArgs) {
  const actor = await requireAdminPage(request, context);
  const services = context.services;
  const params = new URL(request.url).searchParams;
  const back = queueHref(params.get("status"), Number(params.get("page") ?? "1"));
  const parsed = ModerationFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data("Unknown action.", { status: 400 });
  const form = parsed.data;
  try {
    if (form.intent === "dismiss") {
      const done = await dismissReports(services, { actor, listingId: form.listingId });
      const reports = done.dismissed === 1 ? "1 report" : `${done.dismissed} reports`;
      return redirectWithToast(back, {
        title: "Reports dismissed",
        description: `${reports} on "${done.title}" dismissed.`,
      });
    }
    if (form.intent === "remove") {
      const done = await removeListingAsModerator(services, {
        actor,
        listingId: form.listingId,
        reason: form.reason,
      });
      return redirectWithToast(back, {
        title: "Listing removed",
        description: `"${done.title}" is removed and its seller has been told why.`,
      });
    }
    if (form.intent === "ban") {
      const done = await banUser(services, {
        actor,
        userId: form.userId,
        reason: form.reason,
        revokeSessions: (userId) => revokeAllSessions(context.auth, userId),
      });
      return redirectWithToast(back, {
        title: "Member banned",
        description: `${done.name || "The member"} is signed out, cannot sign in, and ${done.listingsHidden === 1 ? "1 ad is" : `${done.listingsHidden} ads are`} hidden.`,
      });
    }
    if (form.intent === "unban") {
      const done = await unbanUser(services, { actor, userId: form.userId });
      return redirectWithToast(back, {
        title: "Member unbanned",
        description: `${done.name || "The member"} may sign in again; ${done.listingsRestored === 1 ? "1 ad is" : `${done.listingsRestored} ads are`} up again.`,
      });
    }
    const done = await setListingFeatured(services, {
      actor,
      listingId: form.listingId,
      featured: form.featured,
    });
    return redirectWithToast(back, {
      title: done.featured ? "Listing featured" : "Listing unfeatured",
      description: `"${done.title}" is ${done.featured ? "now featured" : "no longer featured"}.`,
    });
  } catch (err) {
    const refusal = refusalOf(err);
    if (
      refusal.code === "VALIDATION" &&
      refusal.fields &&
      (form.intent === "remove" || form.intent === "ban")
    ) {
      return data<ModerationActionData>(
        { listingId: form.listingId, intent: form.intent, fields: refusal.fields, reason: form.reason },
        { status: 422 },
      );
    }
    return redirectWithToast(back, {
      title:
        form.intent === "ban" || form.intent === "unban"
          ? "Could not change the ban"
          : "Could not moderate the listing",
      description: refusal.message,
      variant: "destructive",
    });
  }
}
