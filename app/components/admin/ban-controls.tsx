import { Ban } from "lucide-react";
import { Form, useNavigation } from "react-router";
import type { SellerHistory } from "~/domain/moderation/list-moderation-queue.server";
import { BanStatus } from "./ban-status";
import type { ModerationActionData } from "./moderation-action.server";
import { ReasonField } from "./reason-field";

const button =
  "inline-flex items-center gap-1.5 rounded-md border bg-white px-3 py-1.5 text-sm font-semibold disabled:opacity-60";

/**
 * Ban the seller (with a reason they read when sign-in is refused), or lift a ban or suspension. Plain forms
 * posting to the page, like the other moderation buttons; a refused ban keeps what was typed.
 */
export function BanControls({
  seller,
  listingId,
  refused,
}: {
  seller: SellerHistory;
  listingId: number;
  refused: ModerationActionData | undefined;
}) {
  const busy = useNavigation().state === "submitting";
  const name = seller.name || "User";
  if (seller.bannedAt) return <BanStatus member={{ ...seller, bannedAt: seller.bannedAt }} />;
  const mine = refused?.listingId === listingId && refused.intent === "ban" ? refused : undefined;
  const error = mine?.fields.reason;
  const id = `ban-reason-${listingId}`;
  return (
    <details open={mine ? true : undefined} className="text-sm">
      <summary className="cursor-pointer font-semibold text-red-800">Ban this seller</summary>
      <Form method="post" className="mt-2 flex flex-col gap-2">
        <input type="hidden" name="intent" value="ban" />
        <input type="hidden" name="userId" value={seller.id} />
        <input type="hidden" name="listingId" value={listingId} />
        <ReasonField
          id={id}
          label="Reason for the ban"
          reader="member"
          defaultValue={mine?.reason ?? ""}
          error={error}
        />
        <p className="text-slate-700">
          Signs them out everywhere, refuses their sign-in and messages to them, and hides their live ads
          until unbanned.
        </p>
        <div>
          <button
            type="submit"
            disabled={busy}
            className={`${button} border-red-700 text-red-800 hover:bg-red-100`}
          >
            <Ban aria-hidden="true" className="size-4" />
            Ban member<span className="sr-only"> {name}</span>
          </button>
        </div>
      </Form>
    </details>
  );
}
