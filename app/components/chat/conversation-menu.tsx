import { Ban, EllipsisVertical, Flag } from "lucide-react";
import { useId, useRef } from "react";
import type { ConversationDetail } from "~/domain/chat/chat-views";
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS, type ReportReason } from "~/domain/shared/report-reasons";
import { m } from "~/i18n/paraglide/messages";
import { ChatActionForm, useChatFetcher } from "./chat-action-form";

type MenuConversation = Pick<ConversationDetail, "id" | "other" | "blockedByMe">;

/** Each reason in the page's language; the form still sends the English value the server checks. */
const REASON_LABELS: Record<ReportReason, () => string> = {
  "Fraud or scam": m.chat_report_reason_fraud,
  "Wrong category": m.chat_report_reason_wrong_category,
  "Prohibited item": m.chat_report_reason_prohibited,
  "Offensive content": m.chat_report_reason_offensive,
  "Duplicate ad": m.chat_report_reason_duplicate,
  "Already sold": m.chat_report_reason_sold,
  Other: m.chat_report_reason_other,
};

const itemStyle =
  "flex min-h-10 w-full items-center gap-2 rounded-md px-3 py-2 text-left font-medium hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-60";

/**
 * Block or unblock the other member, and report them: a native <details> menu of plain forms, so it opens and
 * posts without JavaScript. A blocked member is never told; their messages simply stop reaching this member.
 */
export function ConversationMenu({ conversation }: { conversation: MenuConversation }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (menu.current) menu.current.open = false;
  };
  const name = conversation.other.name || m.chat_user_fallback();
  return (
    <details ref={menu} className="relative">
      <summary className="flex size-10 cursor-pointer list-none items-center justify-center rounded-full hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden">
        <EllipsisVertical aria-hidden="true" className="size-5" />
        <span className="sr-only">{m.chat_menu_options()}</span>
      </summary>
      <div className="absolute right-0 z-30 mt-1 flex w-72 max-w-[calc(100vw-2rem)] flex-col gap-1 rounded-lg border border-slate-200 bg-white p-2 text-sm text-brand shadow-lg">
        <BlockForm conversation={conversation} name={name} onDone={close} />
        <ReportForm conversation={conversation} name={name} onDone={close} />
      </div>
    </details>
  );
}

function BlockForm({
  conversation,
  name,
  onDone,
}: {
  conversation: MenuConversation;
  name: string;
  onDone: () => void;
}) {
  const fetcher = useChatFetcher(onDone);
  const blocked = conversation.blockedByMe;
  return (
    <ChatActionForm fetcher={fetcher} conversationId={conversation.id} intent={blocked ? "unblock" : "block"}>
      <button type="submit" disabled={fetcher.state !== "idle"} className={itemStyle}>
        <Ban aria-hidden="true" className="size-4 shrink-0" />
        {blocked ? m.chat_menu_unblock() : m.chat_menu_block()}
      </button>
      <p className="px-3 pb-2 text-xs text-slate-600">
        {blocked ? m.chat_menu_blocked_note({ name }) : m.chat_menu_block_note({ name })}
      </p>
    </ChatActionForm>
  );
}

function ReportForm({
  conversation,
  name,
  onDone,
}: {
  conversation: MenuConversation;
  name: string;
  onDone: () => void;
}) {
  const panel = useRef<HTMLDetailsElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const hint = useId();
  const fetcher = useChatFetcher(() => {
    form.current?.reset();
    if (panel.current) panel.current.open = false;
    onDone();
  });
  return (
    <details ref={panel} className="border-t border-slate-200 pt-1">
      <summary className={`${itemStyle} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        <Flag aria-hidden="true" className="size-4 shrink-0" />
        {m.chat_menu_report()}
      </summary>
      <ChatActionForm
        fetcher={fetcher}
        conversationId={conversation.id}
        intent="report"
        ref={form}
        className="flex flex-col gap-3 px-3 pt-2 pb-1"
      >
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1 font-semibold">{m.chat_menu_report_legend({ name })}</legend>
          {REPORT_REASONS.map((reason) => (
            <label key={reason} className="flex min-h-8 items-center gap-2">
              <input type="radio" name="reason" value={reason} required className="size-4 accent-brand" />
              {REASON_LABELS[reason]()}
            </label>
          ))}
        </fieldset>
        <label className="flex flex-col gap-1">
          <span>{m.chat_menu_report_details()}</span>
          <textarea
            name="details"
            maxLength={REPORT_DETAILS_MAX_LENGTH}
            rows={3}
            aria-describedby={hint}
            className="rounded-md border border-slate-300 px-2 py-1.5 text-brand"
          />
        </label>
        <p id={hint} className="-mt-2 text-xs text-slate-600">
          {m.chat_menu_report_details_hint()}
        </p>
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="min-h-10 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {m.chat_menu_report_send()}
        </button>
      </ChatActionForm>
    </details>
  );
}
