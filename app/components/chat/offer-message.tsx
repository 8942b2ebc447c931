import { HandCoins } from "lucide-react";
import type { ConversationDetail, MessageView, OfferStatus } from "~/domain/chat/chat-views";
import { formatRupees } from "~/domain/shared/rupees";
import { m } from "~/i18n/paraglide/messages";

import { systemText } from "./system-text";

const STATUS: Record<OfferStatus, { label: () => string; look: string }> = {
  pending: { label: m.chat_offer_status_pending, look: "bg-amber-100 text-amber-900" },
  accepted: { label: m.chat_offer_status_accepted, look: "bg-emerald-100 text-emerald-900" },
  declined: { label: m.chat_offer_status_declined, look: "bg-slate-200 text-slate-800" },
  countered: { label: m.chat_offer_status_countered, look: "bg-sky-100 text-sky-900" },
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
        {systemText(message.kind, message.body)}
      </p>
    );
  }
  // A thread kept on screen holds the offer as it was sent; the conversation says whether it still waits.
  const stale = offer.status === "pending" && conversation.pendingOffer?.id !== offer.id;
  const status = stale ? null : STATUS[offer.status];
  const countered = message.body.startsWith("Countered");
  const theirs = offer.fromUserId === conversation.other.id;
  const name = conversation.other.name || m.chat_user_fallback();
  const heading = countered
    ? theirs
      ? m.chat_offer_they_countered({ name })
      : m.chat_offer_you_countered()
    : theirs
      ? m.chat_offer_they_offered({ name })
      : m.chat_offer_you_offered();
  return (
    <div className="flex min-w-48 flex-col gap-1">
      <p className="flex items-center gap-2 text-sm">
        <HandCoins aria-hidden="true" className="size-4 shrink-0" />
        {heading}
      </p>
      <p className="text-2xl font-bold tabular-nums">{formatRupees(offer.amount)}</p>
      {countered ? <p className="text-sm">{systemText(message.kind, message.body)}</p> : null}
      {status ? (
        <p>
          <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${status.look}`}>
            {status.label()}
          </span>
        </p>
      ) : null}
    </div>
  );
}
