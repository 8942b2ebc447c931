import { BadgeCheck, HandCoins } from "lucide-react";
import { type ReactNode, useId, useRef } from "react";
import type { ConversationDetail, OfferView } from "~/domain/chat/chat-views";
import { formatRupees } from "~/domain/shared/rupees";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";
import { ChatActionForm, type ChatFetcher, pendingValue, useChatFetcher } from "./chat-action-form";

type OfferConversation = Pick<
  ConversationDetail,
  | "id"
  | "role"
  | "other"
  | "listing"
  | "pendingOffer"
  | "canOffer"
  | "canMarkSold"
  | "soldToBuyerAt"
  | "blockedByMe"
>;

const primary =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60";
const secondary =
  "inline-flex min-h-10 cursor-pointer list-none items-center justify-center gap-2 rounded-md border-2 border-brand bg-white px-4 py-2 font-semibold text-brand hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60 [&::-webkit-details-marker]:hidden";
const panel = "mt-2 flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3";

/** A sentence of the page's language with the amount in it in bold (wherever the language puts it). */
function withAmount(sentence: string, amount: string, className?: string): ReactNode {
  const at = sentence.indexOf(amount);
  if (at < 0) return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      <strong className={className}>{amount}</strong>
      {sentence.slice(at + amount.length)}
    </>
  );
}

/**
 * The deal above the messages. The buyer makes a ₹ offer; whoever did not make the open offer accepts (the
 * seller may also mark the ad Reserved), declines or counters it; the seller can mark the ad Sold to this buyer.
 * Every control is a form (panels are native <details>), so each works before the scripts arrive.
 */
export function OfferBar({ conversation }: { conversation: OfferConversation }) {
  const name = conversation.other.name || m.chat_user_fallback();
  const pending = conversation.pendingOffer;
  // An offer from someone this member blocked stays out of sight, like their messages.
  const theirs =
    pending && pending.fromUserId === conversation.other.id && !conversation.blockedByMe ? pending : null;
  const mine = pending && pending.fromUserId !== conversation.other.id ? pending : null;
  const canOffer = conversation.canOffer && !pending;
  const sold = conversation.soldToBuyerAt !== null;
  if (!theirs && !mine && !canOffer && !conversation.canMarkSold && !sold) return null;
  return (
    <section aria-label={m.chat_offer_label()} className="flex flex-col gap-3 text-sm">
      {theirs ? <AnswerOffer conversation={conversation} offer={theirs} name={name} /> : null}
      {mine ? (
        <p className="flex items-center gap-2">
          <HandCoins aria-hidden="true" className="size-4 shrink-0" />
          <span>
            {withAmount(
              m.chat_offer_mine_waiting({ amount: formatRupees(mine.amount), name }),
              formatRupees(mine.amount),
            )}
          </span>
        </p>
      ) : null}
      {canOffer ? <MakeOffer conversation={conversation} /> : null}
      {sold ? (
        <p className="flex items-center gap-2 font-medium text-emerald-800">
          <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
          {conversation.role === "seller" ? m.chat_offer_sold_by_me({ name }) : m.chat_offer_sold_to_me()}
        </p>
      ) : null}
      {conversation.canMarkSold ? <MarkSold conversation={conversation} name={name} /> : null}
    </section>
  );
}

function MakeOffer({ conversation }: { conversation: OfferConversation }) {
  const details = useRef<HTMLDetailsElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const fetcher = useChatFetcher(() => {
    form.current?.reset();
    if (details.current) details.current.open = false;
  }, true);
  const price = conversation.listing?.price;
  return (
    <details ref={details}>
      <summary className={`${secondary} w-fit`}>
        <HandCoins aria-hidden="true" className="size-4" />
        {m.chat_offer_make()}
      </summary>
      <ChatActionForm
        fetcher={fetcher}
        conversationId={conversation.id}
        intent="offer"
        ref={form}
        className={panel}
      >
        {price ? (
          <p className="text-slate-700">{m.chat_offer_asking_price({ price: formatRupees(price) })}</p>
        ) : null}
        <AmountField label={m.chat_offer_your_offer()} fetcher={fetcher} />
        <button type="submit" disabled={fetcher.state !== "idle"} className={`${primary} w-fit`}>
          {m.chat_offer_send()}
        </button>
      </ChatActionForm>
    </details>
  );
}

function AnswerOffer({
  conversation,
  offer,
  name,
}: {
  conversation: OfferConversation;
  offer: OfferView;
  name: string;
}) {
  const fetcher = useChatFetcher();
  const counter = useChatFetcher(undefined, true);
  const answering = pendingValue(fetcher, "answer");
  const canReserve = conversation.role === "seller" && conversation.listing?.status === "active";
  const busy = answering !== null || counter.state !== "idle";
  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-center gap-2">
        <HandCoins aria-hidden="true" className="size-4 shrink-0" />
        <span>
          {withAmount(
            m.chat_offer_theirs({ name, amount: formatRupees(offer.amount) }),
            formatRupees(offer.amount),
            "text-base",
          )}
        </span>
      </p>
      <div className="flex flex-wrap items-start gap-2">
        <ChatActionForm
          fetcher={fetcher}
          conversationId={conversation.id}
          intent="answer"
          className="flex flex-wrap items-center gap-x-3 gap-y-2"
        >
          <input type="hidden" name="offerId" value={offer.id} />
          <button type="submit" name="answer" value="accept" disabled={busy} className={primary}>
            {m.chat_offer_accept()}
          </button>
          {canReserve ? (
            <label className="flex items-center gap-2">
              <input type="checkbox" name="reserve" className="size-4 accent-brand" />
              {m.chat_offer_reserve()}
            </label>
          ) : null}
          <button type="submit" name="answer" value="decline" disabled={busy} className={secondary}>
            {m.chat_offer_decline()}
          </button>
        </ChatActionForm>
        <details className="basis-full">
          <summary className={`${secondary} w-fit`}>{m.chat_offer_counter()}</summary>
          <ChatActionForm
            fetcher={counter}
            conversationId={conversation.id}
            intent="answer"
            className={panel}
          >
            <input type="hidden" name="offerId" value={offer.id} />
            <input type="hidden" name="answer" value="counter" />
            <AmountField label={m.chat_offer_your_price()} fetcher={counter} />
            <button type="submit" disabled={busy} className={`${primary} w-fit`}>
              {m.chat_offer_send_counter()}
            </button>
          </ChatActionForm>
        </details>
      </div>
    </div>
  );
}

function MarkSold({ conversation, name }: { conversation: OfferConversation; name: string }) {
  const fetcher = useChatFetcher();
  const title = conversation.listing?.title ?? m.chat_offer_this_ad();
  return (
    <details>
      <summary className={`${secondary} w-fit`}>{m.chat_offer_mark_sold_to({ name })}</summary>
      <ChatActionForm fetcher={fetcher} conversationId={conversation.id} intent="sold" className={panel}>
        <p>{m.chat_offer_mark_sold_confirm({ title, name })}</p>
        <button type="submit" disabled={fetcher.state !== "idle"} className={`${primary} w-fit`}>
          {m.chat_offer_mark_sold()}
        </button>
      </ChatActionForm>
    </details>
  );
}

/** Whole rupees; "12,500" and "12500" both work. The action's message shows under the field when it is refused. */
function AmountField({ label, fetcher }: { label: string; fetcher: ChatFetcher }) {
  const id = useId();
  const failed =
    fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? localizeText(fetcher.data.error) : null;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <div className="flex w-48 items-center rounded-md border border-slate-400 bg-white focus-within:outline-2 focus-within:outline-brand">
        <span aria-hidden="true" className="pl-3 text-slate-700">
          ₹
        </span>
        <input
          id={id}
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          required
          aria-invalid={failed ? true : undefined}
          aria-describedby={failed ? `${id}-error` : undefined}
          className="w-full rounded-md px-2 py-2 text-brand outline-none"
        />
      </div>
      {failed ? (
        <p id={`${id}-error`} role="alert" className="text-red-700">
          {failed}
        </p>
      ) : null}
    </div>
  );
}
