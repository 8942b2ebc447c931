import { HandCoins } from "lucide-react";
import type { ConversationDetail, MessageView, OfferStatus } from "~/domain/chat/chat-views";
import { formatRupees } from "~/domain/shared/rupees";

const STATUS: Record<OfferStatus, { label: string; look: string }> = {
  pending: { label: "Waiting for an answer", look: "bg-amber-100 text-amber-900" },
  accepted: { label: "Accepted", look: "bg-emerald-100 text-emerald-900" },
  declined: { label: "Declined", look: "bg-slate-200 text-slate-800" },
  countered: { label: "Countered", look: "bg-sky-100 text-sky-900" },
};

/**
 * A message of kind "offer" in the thread. The message that makes an offer (or a counter-offer) shows the
 * amount and where that offer stands now; an answer ("Accepted the offer of ₹12,500") shows what was done.
 */
export function OfferMessage({
  message,
  conversation,
}: {
  message: MessageView;
  conversation: Pick<ConversationDetail, "other" | "pendingOffer">;
}) {
  const offer = message.offer;
  if (!offer || offer.fromUserId !== message.senderId) {
    return (
      <p className="flex items-center gap-2 font-medium">
        <HandCoins aria-hidden="true" className="size-4 shrink-0" />
        {message.body}
      </p>
    );
  }
  // A thread kept on screen holds the offer as it was sent; the conversation says whether it still waits.
  const stale = offer.status === "pending" && conversation.pendingOffer?.id !== offer.id;
  const status = stale ? null : STATUS[offer.status];
  const who = offer.fromUserId === conversation.other.id ? conversation.other.name || "User" : "You";
  return (
    <div className="flex min-w-48 flex-col gap-1">
      <p className="flex items-center gap-2 text-sm">
        <HandCoins aria-hidden="true" className="size-4 shrink-0" />
        {message.body.startsWith("Countered") ? `${who} countered` : `${who} offered`}
      </p>
      <p className="text-2xl font-bold tabular-nums">{formatRupees(offer.amount)}</p>
      {message.body.startsWith("Countered") ? <p className="text-sm">{message.body}</p> : null}
      {status ? (
        <p>
          <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${status.look}`}>
            {status.label}
          </span>
        </p>
      ) : null}
    </div>
  );
}
