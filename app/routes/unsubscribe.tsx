import type { ReactNode } from "react";
import { data, Form, Link, redirect } from "react-router";
import { around } from "~/app/components/auth/message-parts";
import { Icon } from "~/app/components/ui/icon";
import { pageMeta } from "~/app/lib/meta";
import { getNotificationPreferences } from "~/domain/accounts/get-notification-preferences.server";
import type { EmailKind } from "~/domain/notifications/notification-events";
import { resubscribe, unsubscribe, verifyUnsubscribeLink } from "~/domain/notifications/unsubscribe.server";
import { refusalOf } from "~/domain/shared/app-error-refusal";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = () => [
  ...pageMeta(m.account_unsubscribe_meta_title(), m.account_unsubscribe_meta_description()),
  { name: "robots", content: "noindex" },
];

/** What each kind of e-mail is called on this page and in Settings › Notification Preferences. */
const kinds = (): Record<EmailKind, { name: string; what: string }> => ({
  messages: { name: m.account_pref_new_messages(), what: m.account_unsubscribe_messages_what() },
  product: { name: m.account_pref_product_updates(), what: m.account_unsubscribe_product_what() },
});

function linkOf(url: URL) {
  return {
    userId: url.searchParams.get("u") ?? "",
    kind: url.searchParams.get("k") ?? "",
    token: url.searchParams.get("t") ?? "",
  };
}

/**
 * The link at the foot of a batched e-mail (domain/notifications/unsubscribe.server.ts) works without signing in:
 * opening it turns that kind of e-mail off, and the page offers to turn it on again. `on=1` is where "Turn them
 * back on" lands, so reloading that page does not turn them off again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const link = linkOf(url);
  try {
    const kind =
      url.searchParams.get("on") === "1"
        ? verifyUnsubscribeLink(context.services.settings, link)
        : (await unsubscribe(context.services, link)).kind;
    const preferences = await getNotificationPreferences(context.services, link.userId);
    const on = kind === "messages" ? preferences.newMessages : preferences.productUpdates;
    return { ok: true as const, kind, on };
  } catch (err) {
    return data({ ok: false as const, message: refusalOf(err).message }, { status: 400 });
  }
}

/** "Turn them back on" / "Turn them off", and a mail app's one-click unsubscribe (RFC 8058: a POST to the link). */
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const link = linkOf(url);
  const form = await request.formData();
  const query = new URLSearchParams({ u: link.userId, k: link.kind, t: link.token });
  try {
    if (form.get("intent") === "resubscribe") {
      await resubscribe(context.services, link);
      return redirect(`/unsubscribe?${query}&on=1`);
    }
    await unsubscribe(context.services, link);
    // A mail app's one-click POST wants a plain 200, not a page to follow.
    if (form.get("List-Unsubscribe") === "One-Click") return null;
    return redirect(`/unsubscribe?${query}`);
  } catch (err) {
    return data({ message: refusalOf(err).message }, { status: 400 });
  }
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.ok || actionData) {
    return (
      <Page title={m.account_unsubscribe_bad_link()}>
        <p>{actionData?.message ?? (loaderData.ok ? "" : loaderData.message)}</p>
      </Page>
    );
  }
  const { name, what } = kinds()[loaderData.kind];
  return loaderData.on ? (
    <Page title={m.account_unsubscribe_on_title({ name })}>
      <p>{m.account_unsubscribe_on_text({ what })}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="unsubscribe" />
        <button type="submit" className={BUTTON}>
          {m.account_unsubscribe_turn_off()}
        </button>
      </Form>
    </Page>
  ) : (
    <Page title={m.account_unsubscribe_off_title({ name })}>
      <p>{m.account_unsubscribe_off_text({ what })}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="resubscribe" />
        <button type="submit" className={BUTTON}>
          {m.account_unsubscribe_turn_on()}
        </button>
      </Form>
    </Page>
  );
}

const BUTTON =
  "rounded-full bg-brand px-5 py-2.5 font-bold text-white hover:brightness-125 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

function Page({ title, children }: { title: string; children: ReactNode }) {
  const [choicesBefore, choicesAfter] = around((x) => m.account_unsubscribe_all_choices({ link: x }));
  return (
    <main className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-10">
      <Icon name="bell" size={36} className="text-brand" />
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
      <p className="text-sm text-slate-700">
        {choicesBefore}
        <Link to="/settings#settings-preferences" className="font-semibold underline underline-offset-2">
          {m.account_unsubscribe_settings_link()}
        </Link>
        {choicesAfter}
      </p>
    </main>
  );
}
