import { type ActionFunctionArgs, data, redirect } from "react-router";
import { getUser } from "~/app/lib/session.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { answerOffer } from "~/domain/chat/answer-offer.server";
import { setBlocked } from "~/domain/chat/block-user.server";
import { CONVERSATION_NOT_FOUND, QUICK_REPLIES } from "~/domain/chat/chat-limits";
import type { MessageView } from "~/domain/chat/chat-views";
import { getConversation } from "~/domain/chat/get-conversation.server";
import { makeOffer } from "~/domain/chat/make-offer.server";
import { markSoldInChat } from "~/domain/chat/mark-sold-in-chat.server";
import { reportUser } from "~/domain/chat/report-user.server";
import { sendChatPhoto } from "~/domain/chat/send-chat-photo.server";
import { sendMessage } from "~/domain/chat/send-message.server";
import { confirmPurchase } from "~/domain/ratings/confirm-purchase.server";
import { rateMember } from "~/domain/ratings/rate-member.server";
import { FILE_TYPE_NOT_SUPPORTED, MAX_PHOTO_BYTES, PHOTO_TOO_LARGE } from "~/domain/shared/ad-limits";
import { AppError, appErrorStatus } from "~/domain/shared/app-error";
import { refusalOf } from "~/domain/shared/app-error-refusal";
import { formatRupees } from "~/domain/shared/rupees";
import type { Services } from "~/domain/shared/services";
import { m } from "~/i18n/paraglide/messages";
import type { ToastMessage } from "~/web/toast-message";
import { CHAT_INTENTS, type ChatActionData, type ChatIntent, chatActionFailed } from "./chat-action-form";

// A photo of at most 15 MB plus a caption and the form's framing; anything larger is refused before it is read.
const MAX_FORM_BYTES = MAX_PHOTO_BYTES + 64 * 1024;

interface Outcome {
  message: MessageView | null;
  blocked?: boolean;
  toast?: ToastMessage;
}

/** Where a conversation is shown (app/routes/messages-conversation.tsx): a plain form post comes back here. */
export function conversationPath(conversationId: number | string): string {
  return `/messages/${conversationId}`;
}

/**
 * Everything a member does in a conversation besides typing: offers and answers, Sold, block, report, photos,
 * quick replies, the buyer's word that they bought it, and the rating after a deal. Each calls the same use-case as
 * the API. A fetcher gets JSON; a plain form post is redirected back to the conversation with a toast, so every
 * control works before the page's scripts have loaded.
 */
export async function chatAction({ request, context, params }: ActionFunctionArgs) {
  const conversationId = Number(params.conversationId);
  if (!Number.isSafeInteger(conversationId) || conversationId < 1) {
    throw data(CONVERSATION_NOT_FOUND, { status: 404 });
  }
  const tooLarge = Number(request.headers.get("content-length") ?? 0) > MAX_FORM_BYTES;
  const form = tooLarge ? null : await request.formData();
  const back = `${conversationPath(conversationId)}#latest`;
  const user = await getUser(request, context);
  if (!user) throw redirect(`/login?redirectTo=${encodeURIComponent(conversationPath(conversationId))}`);

  const enhanced = form?.get("enhanced") === "1";
  const rawIntent = form?.get("intent") ?? (tooLarge ? "photo" : null);
  const intent = CHAT_INTENTS.find((name) => name === rawIntent) ?? null;
  try {
    if (!form) throw new AppError("PAYLOAD_TOO_LARGE", "server_listings_file_too_large");
    if (!intent) throw new AppError("BAD_REQUEST", "chat_action_unknown_action");
    const outcome = await perform(context.services, intent, form, { userId: user.id, conversationId });
    if (!enhanced) {
      return outcome.toast ? redirectWithToast(back, outcome.toast, 303) : redirect(back, 303);
    }
    // The toast rides in the answer: a cookie read by the root loader's next run is lost when a live update's
    // revalidation overtakes the one after this submission.
    const body: ChatActionData = { ok: true, intent, message: outcome.message };
    if (outcome.blocked !== undefined) body.blocked = outcome.blocked;
    if (outcome.toast) body.toast = outcome.toast;
    return data(body);
  } catch (err) {
    const refusal = refusalOf(err);
    if (refusal.code === "NOT_FOUND") throw data(CONVERSATION_NOT_FOUND, { status: 404 });
    const title = chatActionFailed(intent);
    const error = refusal.message;
    if (!enhanced) {
      return redirectWithToast(back, { title, description: error, variant: "destructive" }, 303);
    }
    const failed: ChatActionData = { ok: false, intent, error };
    if (refusal.fields) failed.fields = refusal.fields;
    return data(failed, { status: refusal.status });
  }
}

async function perform(
  services: Services,
  intent: ChatIntent,
  form: FormData,
  who: { userId: string; conversationId: number },
): Promise<Outcome> {
  switch (intent) {
    case "offer": {
      const { message } = await makeOffer(services, { ...who, amount: rupees(form.get("amount")) });
      const amount = message.offer?.amount;
      return {
        message,
        toast: {
          title: m.chat_toast_offer_sent(),
          description: amount
            ? m.chat_toast_offer_sent_description({ amount: formatRupees(amount) })
            : undefined,
        },
      };
    }
    case "answer":
      return answer(services, form, who);
    case "sold": {
      const { message } = await markSoldInChat(services, who);
      const { listing, other } = await getConversation(services, who);
      const description = m.chat_toast_sold_description({
        title: listing?.title ?? m.chat_toast_sold_the_ad(),
        name: other.name || m.chat_user_fallback(),
      });
      return { message, toast: { title: m.chat_toast_sold_title(), description } };
    }
    case "block":
    case "unblock": {
      const { blocked } = await setBlocked(services, { ...who, blocked: intent === "block" });
      const toast = blocked
        ? { title: m.chat_toast_blocked_title(), description: m.chat_toast_blocked_description() }
        : { title: m.chat_toast_unblocked_title(), description: m.chat_toast_unblocked_description() };
      return { message: null, blocked, toast };
    }
    case "report":
      await reportUser(services, {
        ...who,
        report: { reason: text(form.get("reason")), details: text(form.get("details")) ?? "" },
      });
      return {
        message: null,
        toast: { title: m.chat_toast_report_title(), description: m.chat_toast_report_description() },
      };
    case "photo":
      return { message: await photo(services, form, who) };
    case "quick": {
      const body = text(form.get("body"));
      if (!QUICK_REPLIES.some((reply) => reply === body))
        throw new AppError("BAD_REQUEST", "chat_action_unknown_reply");
      const { message } = await sendMessage(services, { ...who, message: { body } });
      return { message };
    }
    case "bought": {
      await confirmPurchase(services, who);
      const { other } = await getConversation(services, who);
      const name = other.name || m.chat_user_fallback();
      return {
        message: null,
        toast: { title: m.chat_toast_bought_title(), description: m.chat_toast_bought_description({ name }) },
      };
    }
    case "rate": {
      const stars = text(form.get("stars"));
      const rating = await rateMember(services, {
        ...who,
        rating: {
          stars: stars && /^\d{1,2}$/.test(stars) ? Number(stars) : undefined,
          text: text(form.get("text")),
        },
      });
      return {
        message: null,
        toast: {
          title: m.chat_toast_rating_title(),
          description: m.chat_toast_rating_description({ stars: String(rating.stars) }),
        },
      };
    }
  }
}

async function answer(
  services: Services,
  form: FormData,
  who: { userId: string; conversationId: number },
): Promise<Outcome> {
  const kind = text(form.get("answer"));
  const reserve = form.get("reserve") === "on";
  const { message } = await answerOffer(services, {
    ...who,
    offerId: Number(form.get("offerId")),
    answer:
      kind === "counter" ? { answer: kind, amount: rupees(form.get("amount")) } : { answer: kind, reserve },
  });
  const amount = message.offer ? formatRupees(message.offer.amount) : "";
  const toast: ToastMessage =
    kind === "accept"
      ? {
          title: m.chat_toast_offer_accepted(),
          description: reserve ? m.chat_toast_offer_accepted_reserved() : undefined,
        }
      : kind === "decline"
        ? { title: m.chat_toast_offer_declined() }
        : {
            title: m.chat_toast_counter_sent(),
            description: amount ? m.chat_toast_counter_sent_description({ amount }) : undefined,
          };
  return { message, toast };
}

async function photo(
  services: Services,
  form: FormData,
  who: { userId: string; conversationId: number },
): Promise<MessageView> {
  const file = form.get("photo");
  if (!(file instanceof File) || file.size === 0) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "server_listings_images_only");
  }
  const caption = text(form.get("caption"));
  const { message } = await sendChatPhoto(services, {
    ...who,
    image: Buffer.from(await file.arrayBuffer()),
    ...(caption ? { caption } : {}),
  });
  return message;
}

/** "12,500", "₹ 12500" and "12500" are the same offer; an empty field stays missing (the schema says so). */
function rupees(value: FormDataEntryValue | null): string | undefined {
  const cleaned = text(value)?.replace(/[₹,\s]/g, "");
  return cleaned ? cleaned : undefined;
}

function text(value: FormDataEntryValue | null): string | undefined {
  return typeof value === "string" ? value : undefined;
}
