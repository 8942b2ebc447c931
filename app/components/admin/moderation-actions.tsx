import { Star, StarOff, Trash2, X } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { QueueItem } from "~/domain/moderation/list-moderation-queue.server";
import type { QueueStatus } from "~/domain/moderation/moderation-schemas";
import type { ModerationActionData } from "./moderation-action.server";
import { ReasonField } from "./reason-field";

const button =
  "inline-flex min-h-10 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-surface disabled:opacity-60";

/**
 * One ad's moderation: dismiss its open reports, feature / unfeature it, remove it with a reason. Plain forms
 * posting back to the page (which keeps the filter and page in its URL); a refused removal keeps what was typed.
 */
export function ModerationActions({
  item,
  status,
  refused,
}: {
  item: QueueItem;
  /** Which reports the row shows: only open ones can be dismissed. */
  status: QueueStatus;
  refused: ModerationActionData | undefined;
}) {
  const { listing } = item;
  const busy = useNavigation().state === "submitting";
  const mine = refused?.listingId === listing.id && refused.intent === "remove" ? refused : undefined;
  const reasonError = mine?.fields.reason;
  const reasonId = `remove-reason-${listing.id}`;
  const removed = listing.status === "removed";
  const hasOpenReports = status === "open" && item.reports.length > 0;
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-3">
      <div className="flex flex-wrap gap-2">
        {hasOpenReports ? (
          <ActionForm listingId={listing.id} intent="dismiss" busy={busy}>
            <X aria-hidden="true" className="size-4" />
            Dismiss reports<span className="sr-only"> on {listing.title}</span>
          </ActionForm>
        ) : null}
        {removed ? null : (
          <ActionForm listingId={listing.id} intent="feature" featured={!listing.featured} busy={busy}>
            {listing.featured ? (
              <StarOff aria-hidden="true" className="size-4" />
            ) : (
              <Star aria-hidden="true" className="size-4" />
            )}
            {listing.featured ? "Unfeature" : "Feature"}
            <span className="sr-only"> {listing.title}</span>
          </ActionForm>
        )}
      </div>
      {removed ? null : (
        <Form method="post" className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="listingId" value={listing.id} />
          <ReasonField
            id={reasonId}
            label="Reason for removal"
            reader="seller"
            defaultValue={mine?.reason ?? ""}
            error={reasonError}
            placeholder="e.g. Asks buyers to pay in advance"
          />
          <div>
            <button
              type="submit"
              disabled={busy}
              className={`${button} border-red-700 text-red-800 hover:bg-red-50`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Remove listing<span className="sr-only"> {listing.title}</span>
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}

function ActionForm({
  listingId,
  intent,
  featured,
  busy,
  children,
}: {
  listingId: number;
  intent: "dismiss" | "feature";
  featured?: boolean;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="listingId" value={listingId} />
      {featured === undefined ? null : <input type="hidden" name="featured" value={String(featured)} />}
      <button type="submit" disabled={busy} className={button}>
        {children}
      </button>
    </Form>
  );
}
