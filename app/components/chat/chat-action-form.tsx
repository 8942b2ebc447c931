import { type ComponentProps, type ReactNode, useEffect, useRef } from "react";
import { type FetcherWithComponents, useFetcher } from "react-router";
import { useHydrated } from "~/app/hooks/use-hydrated";
import { toast } from "~/app/hooks/use-toast";
import type { MessageView } from "~/domain/chat/chat-views";
import { m } from "~/i18n/paraglide/messages";
import type { ToastMessage } from "~/web/toast-message";

/** What the controls of a conversation post to (app/routes/messages-actions.tsx), one `intent` each. */
export const CHAT_INTENTS = [
  "offer",
  "answer",
  "sold",
  "block",
  "unblock",
  "report",
  "photo",
  "quick",
  "rate",
  "bought",
] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];

export function chatActionPath(conversationId: number): string {
  return `/messages/${conversationId}/act`;
}

/** A fetcher's answer; a form posted without JavaScript is redirected back to its page with a toast instead. */
export type ChatActionData =
  | { ok: true; intent: ChatIntent; message: MessageView | null; blocked?: boolean; toast?: ToastMessage }
  | { ok: false; intent: ChatIntent | null; error: string; fields?: Record<string, string> };

export type ChatFetcher = FetcherWithComponents<ChatActionData>;

const ACTION_FAILED: Record<ChatIntent, () => string> = {
  offer: m.chat_action_failed_offer,
  answer: m.chat_action_failed_answer,
  sold: m.chat_action_failed_sold,
  block: m.chat_action_failed_block,
  unblock: m.chat_action_failed_unblock,
  report: m.chat_action_failed_report,
  photo: m.chat_action_failed_photo,
  quick: m.chat_action_failed_quick,
  rate: m.chat_action_failed_rate,
  bought: m.chat_action_failed_bought,
};

/** What a failed action's toast says it was trying to do, in the page's language. */
export function chatActionFailed(intent: ChatIntent | null): string {
  return intent ? ACTION_FAILED[intent]() : m.chat_conversation_error_title();
}

/**
 * A fetcher for one control. A failure shows a toast here (a 4xx answer does not run the loaders again, so the
 * control is still on screen), unless the form shows it by its field (`showsErrors`); a success's toast is shown by
 * the route's clientAction (app/routes/messages-actions.tsx). `onDone` runs once per successful answer (close a
 * panel, reset a field).
 */
export function useChatFetcher(
  onDone?: (data: Extract<ChatActionData, { ok: true }>) => void,
  showsErrors = false,
): ChatFetcher {
  const fetcher = useFetcher<ChatActionData>();
  const { state, data } = fetcher;
  // The newest callback, without making each render's new closure count as a new answer.
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (state !== "idle" || !data) return;
    if (data.ok) done.current?.(data);
    else if (!showsErrors)
      toast({
        title: chatActionFailed(data.intent),
        description: data.error,
        variant: "destructive",
      });
  }, [state, data, showsErrors]);
  return fetcher;
}

/**
 * A form of the conversation's controls: the intent and — once hydrated — `enhanced`, which asks the action for
 * data instead of a redirect back to the conversation.
 */
export function ChatActionForm({
  fetcher,
  conversationId,
  intent,
  children,
  ...rest
}: {
  fetcher: ChatFetcher;
  conversationId: number;
  intent: ChatIntent;
  children: ReactNode;
  encType?: "multipart/form-data";
} & Pick<ComponentProps<"form">, "className" | "aria-label" | "aria-labelledby" | "ref" | "noValidate">) {
  const hydrated = useHydrated();
  return (
    <fetcher.Form method="post" action={chatActionPath(conversationId)} {...rest}>
      <input type="hidden" name="intent" value={intent} />
      {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
      {children}
    </fetcher.Form>
  );
}

/** The value a pending submission of this fetcher carries for `name`, if it is sending one. */
export function pendingValue(fetcher: ChatFetcher, name: string): string | null {
  if (fetcher.state === "idle") return null;
  const value = fetcher.formData?.get(name);
  return typeof value === "string" ? value : null;
}
