import { randomUUID } from "node:crypto";
import { data, Form, Link, useNavigation } from "react-router";
import { OWN_LISTING_TOAST } from "~/app/components/product/contact-toasts";
import { FormField } from "~/app/components/static/form-field";
import { FormAlert } from "~/app/components/ui/form-alert";
import { Icon } from "~/app/components/ui/icon";
import { pageMeta } from "~/app/lib/meta";
import { getUser } from "~/app/lib/session.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { MESSAGE_MAX_LENGTH, SUBJECT_MAX_LENGTH } from "~/domain/chat/chat-limits";
import { sendDirectMessage } from "~/domain/chat/send-direct-message.server";
import { isDirectForm, startConversation } from "~/domain/chat/start-conversation.server";
import { getMessageRecipient } from "~/domain/listings/get-message-recipient.server";
import { ListingIdSchema } from "~/domain/listings/listings-schemas";
import { refusalOf, refusalWhen } from "~/domain/shared/app-error-refusal";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/messages-new";

export const meta: Route.MetaFunction = () =>
  pageMeta(m.chat_new_meta_title(), m.chat_new_meta_description());

// Spec section 5, New message.
const authErrorToast = () =>
  ({
    title: m.chat_new_auth_toast_title(),
    description: m.chat_new_auth_toast_description(),
    variant: "destructive",
  }) as const;

function loginRedirect(request: Request) {
  const url = new URL(request.url);
  return redirectWithToast(
    `/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`,
    authErrorToast(),
  );
}

/** Opened by Contact Seller with the seller's id and the ad; the seller is shown by name and a masked e-mail. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser(request, context);
  if (!user) throw loginRedirect(request);
  const query = new URL(request.url).searchParams;
  const recipientId = query.get("recipientId") ?? "";
  const listingId = ListingIdSchema.safeParse(query.get("listing") ?? query.get("productId") ?? "");
  // A fresh id per form: a form sent twice (a double tap, a retried post) stores the message once.
  const clientId = randomUUID();
  if (!recipientId || !listingId.success) return { recipient: null, clientId };
  try {
    const recipient = await getMessageRecipient(context.services, {
      recipientId,
      listingId: listingId.data,
    });
    if (recipient.id === user.id) throw redirectWithToast(`/product/${listingId.data}`, OWN_LISTING_TOAST);
    return { recipient, clientId };
  } catch (err) {
    refusalWhen(err, "NOT_FOUND");
    return { recipient: null, clientId };
  }
}

const FIELDS = ["to", "subject", "body"];
type ActionData = { errors: Record<string, string>; formError?: string; values: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getUser(request, context);
  if (!user) throw loginRedirect(request);
  const form = Object.fromEntries(
    [...(await request.formData())].flatMap(([key, value]) =>
      typeof value === "string" && value !== "" ? [[key, value]] : [],
    ),
  );
  try {
    if (isDirectForm(form)) {
      // Spec: after sending the user goes to /messages; whether anyone has the address is not said (issue 25 §7).
      await sendDirectMessage(context.services, { userId: user.id, form });
      return redirectWithToast("/messages", {
        title: m.chat_new_sent_toast(),
        description: m.chat_new_sent_to_address({ to: form.to ?? "" }),
      });
    }
    const sent = await startConversation(context.services, { userId: user.id, form });
    return redirectWithToast(`/messages/${sent.conversationId}`, { title: m.chat_new_sent_toast() });
  } catch (err) {
    const refusal = refusalOf(err);
    // What was typed comes back with the errors, so a page drawn without JavaScript keeps it too.
    const values = { subject: form.subject ?? "", body: form.body ?? "", to: form.to ?? "" };
    const status = refusal.code === "VALIDATION" ? 422 : 400;
    const fields = Object.fromEntries(
      Object.entries(refusal.fields ?? {}).filter(([key]) => FIELDS.includes(key)),
    );
    if (Object.keys(fields).length > 0) return data<ActionData>({ errors: fields, values }, { status });
    return data<ActionData>({ errors: {}, formError: refusal.message, values }, { status });
  }
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { recipient, clientId } = loaderData;
  const errors = actionData?.errors ?? {};
  const typed = actionData?.values;
  const sending = useNavigation().state === "submitting";
  const back = recipient ? `/product/${recipient.listing.id}` : "/messages";
  const toLabel = recipient
    ? `${recipient.name || m.chat_user_fallback()}${recipient.maskedEmail ? ` (${recipient.maskedEmail})` : ""}`
    : "";
  return (
    <main className="mx-auto max-w-2xl space-y-4 p-4">
      <Link
        to={back}
        className="inline-flex items-center gap-1 text-sm font-semibold underline-offset-2 hover:underline"
      >
        <Icon name="chevron-left" className="size-4" />
        {m.chat_new_back()}
      </Link>
      <h1 className="text-2xl font-bold">{m.chat_new_title()}</h1>
      <Form method="post" className="space-y-4 rounded-lg bg-white p-4 shadow-sm" noValidate>
        <input type="hidden" name="clientId" value={clientId} />
        {recipient ? (
          <>
            <input type="hidden" name="listingId" value={recipient.listing.id} />
            <input type="hidden" name="recipientId" value={recipient.id} />
            <div>
              <label htmlFor="message-to" className="block text-sm font-semibold">
                {m.chat_new_to()}
              </label>
              <input
                id="message-to"
                value={toLabel}
                disabled
                readOnly
                className="mt-1 block w-full rounded-md border border-gray-300 bg-slate-100 px-3 py-2 text-base text-slate-700"
              />
            </div>
          </>
        ) : (
          <FormField
            id="message-to"
            name="to"
            label={m.chat_new_to()}
            type="email"
            autoComplete="off"
            hint={m.chat_new_to_hint()}
            required
            defaultValue={typed?.to}
            error={errors.to}
          />
        )}
        <FormField
          id="message-subject"
          name="subject"
          label={m.chat_new_subject()}
          required
          maxLength={SUBJECT_MAX_LENGTH}
          defaultValue={typed?.subject ?? recipient?.listing.title}
          error={errors.subject}
        />
        <FormField
          id="message-body"
          name="body"
          label={m.chat_new_message()}
          multiline
          rows={6}
          required
          maxLength={MESSAGE_MAX_LENGTH}
          defaultValue={typed?.body}
          error={errors.body}
        />
        <FormAlert message={actionData?.formError} />
        <div className="flex justify-end">
          <button
            type="submit"
            disabled={sending}
            className="rounded-md bg-brand px-5 py-2 font-semibold text-white hover:bg-brand/90 disabled:opacity-70"
          >
            {sending ? m.chat_new_sending() : m.chat_new_send()}
          </button>
        </div>
      </Form>
    </main>
  );
}
