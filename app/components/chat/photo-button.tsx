import { Camera, Loader2 } from "lucide-react";
import { useHydrated } from "~/app/hooks/use-hydrated";
import type { ConversationDetail, MessageView } from "~/domain/chat/chat-views";
import { PHOTO_ACCEPT } from "~/domain/shared/ad-limits";
import { m } from "~/i18n/paraglide/messages";
import { ChatActionForm, useChatFetcher } from "./chat-action-form";

const iconButton =
  "flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full text-brand hover:bg-surface focus-within:outline-2 focus-within:outline-brand";

/**
 * Send a photo: through the ads' pipeline on the server (re-encoded, EXIF and GPS stripped). Once the page's
 * scripts run, the camera button opens the picker and the chosen photo is sent at once; before that it is a
 * plain multipart form with a file field, a caption and a Send button.
 */
export function PhotoButton({ conversation }: { conversation: Pick<ConversationDetail, "id"> }) {
  const hydrated = useHydrated();
  const fetcher = useChatFetcher();
  const sending = fetcher.state !== "idle";
  if (!hydrated) {
    return (
      <details className="relative">
        <summary className={`${iconButton} list-none [&::-webkit-details-marker]:hidden`}>
          <Camera aria-hidden="true" className="size-5" />
          <span className="sr-only">{m.chat_photo_send_a_photo()}</span>
        </summary>
        <ChatActionForm
          fetcher={fetcher}
          conversationId={conversation.id}
          intent="photo"
          encType="multipart/form-data"
          className="absolute bottom-12 left-0 z-30 flex w-72 max-w-[calc(100vw-2rem)] flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-lg"
        >
          <label className="flex flex-col gap-1">
            <span className="font-medium">{m.chat_photo_field()}</span>
            <input type="file" name="photo" accept={PHOTO_ACCEPT} required />
          </label>
          <label className="flex flex-col gap-1">
            <span className="font-medium">{m.chat_photo_caption()}</span>
            <input
              name="caption"
              maxLength={200}
              className="rounded-md border border-slate-300 px-2 py-1.5"
            />
          </label>
          <button type="submit" className="min-h-10 rounded-md bg-brand px-4 py-2 font-semibold text-white">
            {m.chat_photo_send()}
          </button>
        </ChatActionForm>
      </details>
    );
  }
  return (
    <ChatActionForm
      fetcher={fetcher}
      conversationId={conversation.id}
      intent="photo"
      encType="multipart/form-data"
    >
      <label className={iconButton} aria-busy={sending || undefined}>
        {sending ? (
          <Loader2 aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <Camera aria-hidden="true" className="size-5" />
        )}
        <span className="sr-only">{sending ? m.chat_photo_sending() : m.chat_photo_send_a_photo()}</span>
        <input
          type="file"
          name="photo"
          accept={PHOTO_ACCEPT}
          disabled={sending}
          className="sr-only"
          onChange={(event) => {
            const input = event.currentTarget;
            if (!input.files?.length || !input.form) return;
            fetcher.submit(input.form);
            // The form's data is taken: clear the field so the same photo can be chosen again.
            input.value = "";
          }}
        />
      </label>
    </ChatActionForm>
  );
}

/** A photo message in the thread: the 640 px version, linked to the large one (both for the two members only). */
export function ChatPhoto({ message }: { message: Pick<MessageView, "photo" | "body"> }) {
  if (!message.photo) return null;
  return (
    <figure className="flex flex-col gap-1">
      <a href={message.photo.largeUrl} target="_blank" rel="noopener" className="block">
        <img
          src={message.photo.url}
          alt={message.body ? m.chat_photo_alt_caption({ caption: message.body }) : m.chat_photo_alt()}
          loading="lazy"
          decoding="async"
          className="max-h-72 w-auto max-w-full rounded-lg bg-slate-100 object-contain"
        />
        <span className="sr-only">{m.chat_photo_opens_full_size()}</span>
      </a>
      {message.body ? <figcaption className="text-sm">{message.body}</figcaption> : null}
    </figure>
  );
}
