import { Star } from "lucide-react";
import { useId } from "react";
import { RATING_TEXT_MAX_LENGTH } from "~/domain/ratings/rating-limits";
import type { RatingState } from "~/domain/ratings/rating-views";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";
import { ChatActionForm, useChatFetcher } from "./chat-action-form";

const STARS = [1, 2, 3, 4, 5] as const;

const summaryStyle =
  "inline-flex min-h-10 w-fit cursor-pointer list-none items-center justify-center gap-2 rounded-md border-2 border-brand bg-white px-4 py-2 font-semibold text-brand hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden";

/**
 * After a deal, "Rate {name}": 1–5 stars as radios and a few words, in a native <details> so it stays one line on a
 * phone until opened, and posts as a plain form before the scripts arrive. Once given: "You rated {name} ★N".
 * A buyer the seller marked the ad sold to says "Yes, I bought it" first; till then the seller is told they wait.
 */
export function RateMember({
  conversationId,
  name,
  rating,
}: {
  conversationId: number;
  name: string;
  rating: RatingState;
}) {
  const confirm = rating.canConfirm ? <ConfirmBought conversationId={conversationId} name={name} /> : null;
  const rate = rating.mine ? (
    <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
      <Star aria-hidden="true" className="size-4 shrink-0 fill-current" />
      {m.chat_rate_you_rated({ name, stars: String(rating.mine.stars) })}
    </p>
  ) : rating.canRate ? (
    <RateForm conversationId={conversationId} name={name} />
  ) : rating.awaitingBuyer ? (
    <p className="flex items-center gap-2 text-sm text-slate-700">
      <Star aria-hidden="true" className="size-4 shrink-0" />
      {m.chat_rate_awaiting_buyer({ name })}
    </p>
  ) : null;
  if (!confirm && !rate) return null;
  return (
    <>
      {confirm}
      {rate}
    </>
  );
}

/** The buyer's word on a sale the seller marked: "Yes, I bought it", a one-button form (issue 25 §7). */
function ConfirmBought({ conversationId, name }: { conversationId: number; name: string }) {
  const id = useId();
  const fetcher = useChatFetcher();
  return (
    <ChatActionForm
      fetcher={fetcher}
      conversationId={conversationId}
      intent="bought"
      aria-labelledby={`${id}-bought`}
      className="flex flex-wrap items-center gap-2 text-sm"
    >
      <p id={`${id}-bought`} className="font-medium">
        {m.chat_rate_confirm_question({ name })}
      </p>
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className="inline-flex min-h-10 w-fit items-center justify-center rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
      >
        {m.chat_rate_confirm_button()}
      </button>
    </ChatActionForm>
  );
}

function RateForm({ conversationId, name }: { conversationId: number; name: string }) {
  const id = useId();
  const fetcher = useChatFetcher(undefined, true);
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  return (
    <details open={failed ? true : undefined} className="text-sm">
      <summary className={summaryStyle}>
        <Star aria-hidden="true" className="size-4" />
        {m.chat_rate_open({ name })}
      </summary>
      <ChatActionForm
        fetcher={fetcher}
        conversationId={conversationId}
        intent="rate"
        className="mt-2 flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3"
      >
        <fieldset aria-describedby={failed?.fields?.stars ? `${id}-stars-error` : undefined}>
          <legend className="mb-1.5 font-semibold">{m.chat_rate_legend({ name })}</legend>
          <div className="flex flex-wrap gap-1.5">
            {STARS.map((n) => (
              <label
                key={n}
                className="flex min-h-10 cursor-pointer items-center gap-1.5 rounded-md border border-slate-300 px-2.5 has-checked:border-brand has-checked:bg-surface"
              >
                <input type="radio" name="stars" value={n} required className="size-4 accent-brand" />
                {n}
                <span aria-hidden="true" className="text-amber-600">
                  ★
                </span>
                <span className="sr-only">{n === 1 ? m.chat_rate_star() : m.chat_rate_stars()}</span>
              </label>
            ))}
          </div>
          {failed?.fields?.stars ? (
            <p id={`${id}-stars-error`} className="mt-1 text-red-700">
              {localizeText(failed.fields.stars)}
            </p>
          ) : null}
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-text`} className="font-semibold">
            {m.chat_rate_words()} <span className="font-normal text-slate-600">{m.chat_rate_optional()}</span>
          </label>
          <textarea
            id={`${id}-text`}
            name="text"
            rows={2}
            maxLength={RATING_TEXT_MAX_LENGTH}
            aria-invalid={failed?.fields?.text ? true : undefined}
            aria-describedby={failed?.fields?.text ? `${id}-text-error` : undefined}
            className="rounded-md border border-slate-300 px-2 py-1.5 text-base text-brand"
          />
          {failed?.fields?.text ? (
            <p id={`${id}-text-error`} className="text-red-700">
              {localizeText(failed.fields.text)}
            </p>
          ) : null}
        </div>
        {failed && !failed.fields ? (
          <p role="alert" className="text-red-700">
            {localizeText(failed.error)}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="inline-flex min-h-10 w-fit items-center justify-center rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
        >
          {m.chat_rate_send()}
        </button>
      </ChatActionForm>
    </details>
  );
}
