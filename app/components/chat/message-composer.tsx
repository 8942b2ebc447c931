import { type ReactNode, useRef, useState } from "react";
import { useHydrated } from "~/app/hooks/use-hydrated";
import { useTypedBeforeHydration } from "~/app/hooks/use-typed-before-hydration";
import { MESSAGE_MAX_LENGTH } from "~/domain/chat/chat-limits";
import { m } from "~/i18n/paraglide/messages";
import { TypingWarning } from "./message-warnings";

/** A message the server refused (without JavaScript): its text and the reason. */
export interface ComposerRefusal {
  error: string;
  body: string;
}

/**
 * The message box. Without JavaScript a plain form post to the send route (its client id, made by the server,
 * stores a re-posted form once); with it, `onSend` puts the message on screen at once and sends it live. Enter
 * sends, Shift+Enter starts a new line.
 */
export function MessageComposer({
  conversationId,
  clientId,
  onSend,
  onTyping,
  beside,
  refused,
  otherName,
}: {
  conversationId: number;
  clientId: string;
  onSend: (body: string) => void;
  onTyping: () => void;
  /** Beside the box, outside its form (the photo button, a form of its own). */
  beside?: ReactNode;
  refused?: ComposerRefusal;
  /** Who will read the message (named in the safety note). */
  otherName: string;
}) {
  const hydrated = useHydrated();
  const box = useRef<HTMLTextAreaElement>(null);
  const [draft, setDraft] = useState(refused?.body ?? "");
  useTypedBeforeHydration(box);

  function sendNow() {
    const el = box.current;
    const body = el?.value.trim() ?? "";
    if (!el || !body) return;
    onSend(body);
    el.value = "";
    setDraft("");
    el.focus();
  }

  return (
    <div className="flex flex-col gap-2">
      <TypingWarning text={draft} name={otherName} />
      {refused ? (
        <p id="chat-message-error" role="alert" className="text-sm font-medium text-red-700">
          {m.chat_composer_not_sent({ error: refused.error })}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        {beside}
        <form
          method="post"
          action={`/messages/${conversationId}`}
          onSubmit={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            sendNow();
          }}
          className="flex flex-1 items-end gap-2"
        >
          <input type="hidden" name="clientId" value={clientId} />
          <label htmlFor="chat-message" className="sr-only">
            {m.chat_composer_label()}
          </label>
          <textarea
            ref={box}
            id="chat-message"
            name="body"
            rows={1}
            required
            maxLength={MESSAGE_MAX_LENGTH}
            defaultValue={refused?.body}
            aria-invalid={refused ? true : undefined}
            aria-describedby={refused ? "chat-message-error" : undefined}
            placeholder={m.chat_composer_placeholder()}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              if (event.currentTarget.value) onTyping();
            }}
            onKeyDown={(event) => {
              if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing || !hydrated)
                return;
              event.preventDefault();
              sendNow();
            }}
            className="max-h-40 min-h-11 flex-1 resize-none rounded-2xl border border-slate-300 bg-white px-4 py-2.5 text-base outline-none focus:border-brand focus:ring-2 focus:ring-brand/30"
          />
          <button
            type="submit"
            className="min-h-11 rounded-full bg-brand px-5 font-semibold text-white hover:bg-brand/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {m.chat_composer_send()}
          </button>
        </form>
      </div>
    </div>
  );
}
