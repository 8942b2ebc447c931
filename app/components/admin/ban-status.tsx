import { Undo2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { formatPostedDate } from "~/app/components/listing/format";
import type { SellerHistory } from "~/domain/moderation/list-moderation-queue.server";

/**
 * A banned or suspended member: since when (or until when) and why, and the button that lifts it. A plain form
 * posting `unban` to the page, which both queues' actions understand.
 */
export function BanStatus({ member }: { member: SellerHistory & { bannedAt: string } }) {
  const busy = useNavigation().state === "submitting";
  const name = member.name || "User";
  return (
    <div className="flex flex-col gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <p className="break-words">
        {member.bannedUntil ? (
          <>
            <span className="font-semibold">Suspended</span> until{" "}
            <time dateTime={member.bannedUntil}>{formatPostedDate(member.bannedUntil)}</time>
          </>
        ) : (
          <>
            <span className="font-semibold">Banned</span> since{" "}
            <time dateTime={member.bannedAt}>{formatPostedDate(member.bannedAt)}</time>
          </>
        )}
        {member.banReason ? `: ${member.banReason}` : null}
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="unban" />
        <input type="hidden" name="userId" value={member.id} />
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-brand disabled:opacity-60"
        >
          <Undo2 aria-hidden="true" className="size-4" />
          {member.bannedUntil ? "Lift suspension" : "Unban"}
          <span className="sr-only"> {name}</span>
        </button>
      </Form>
    </div>
  );
}
