import { Ban, Clock, X } from "lucide-react";
import { Form, useNavigation } from "react-router";
import type { SellerHistory } from "~/domain/moderation/list-moderation-queue.server";
import { SUSPENSION_CHOICES } from "~/domain/moderation/member-moderation-schemas";
import { BanStatus } from "./ban-status";
import type { MemberActionData } from "./member-action.server";
import { ReasonField } from "./reason-field";

const button =
  "inline-flex min-h-10 items-center gap-1.5 rounded-md border bg-white px-3 py-1.5 text-sm font-semibold disabled:opacity-60";

/**
 * One reported member's moderation: dismiss their open reports; suspend them for 7 or 30 days or ban them, with
 * one reason they read when sign-in is refused; or lift what is in force. Plain forms posting back to the page
 * (which keeps the filter and page in its URL); a refused suspension keeps what was typed.
 */
export function MemberActions({
  member,
  hasOpenReports,
  refused,
}: {
  member: SellerHistory;
  hasOpenReports: boolean;
  refused: MemberActionData | undefined;
}) {
  const busy = useNavigation().state === "submitting";
  const name = member.name || "User";
  const mine = refused?.userId === member.id ? refused : undefined;
  const error = mine?.fields.reason ?? mine?.fields.days;
  const id = `sanction-reason-${member.id}`;
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-3">
      {hasOpenReports ? (
        <Form method="post">
          <input type="hidden" name="intent" value="dismiss" />
          <input type="hidden" name="userId" value={member.id} />
          <button type="submit" disabled={busy} className={`${button} border-slate-300 hover:bg-surface`}>
            <X aria-hidden="true" className="size-4" />
            Dismiss reports<span className="sr-only"> of {name}</span>
          </button>
        </Form>
      ) : null}
      {member.bannedAt ? (
        <BanStatus member={{ ...member, bannedAt: member.bannedAt }} />
      ) : (
        <Form method="post" className="flex flex-col gap-2 text-sm">
          <input type="hidden" name="intent" value="sanction" />
          <input type="hidden" name="userId" value={member.id} />
          <ReasonField
            id={id}
            label="Reason for a suspension or ban"
            reader="member"
            defaultValue={mine?.reason ?? ""}
            error={error}
            helpId={`${id}-help`}
            placeholder="e.g. Asks buyers to pay in advance"
          />
          <p id={`${id}-help`} className="text-slate-700">
            Either signs them out everywhere, refuses their sign-in and messages to them, hides their live ads
            and resolves their open reports. A suspension ends by itself.
          </p>
          <div className="flex flex-wrap gap-2">
            {SUSPENSION_CHOICES.map((days) => (
              <button
                key={days}
                type="submit"
                name="sanction"
                value={String(days)}
                disabled={busy}
                className={`${button} border-amber-700 text-amber-900 hover:bg-amber-50`}
              >
                <Clock aria-hidden="true" className="size-4" />
                Suspend {days} days<span className="sr-only"> {name}</span>
              </button>
            ))}
            <button
              type="submit"
              name="sanction"
              value="ban"
              disabled={busy}
              className={`${button} border-red-700 text-red-800 hover:bg-red-100`}
            >
              <Ban aria-hidden="true" className="size-4" />
              Ban member<span className="sr-only"> {name}</span>
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}
