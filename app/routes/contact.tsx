import { Clock, Mail, Phone } from "lucide-react";
import { data } from "react-router";
import { ContactForm, type ContactFormState } from "~/app/components/static/contact-form";
import { formValues } from "~/app/components/static/form-values";
import { SUPPORT_PHONE, supportHours } from "~/app/components/static/support-contact";
import { pageMeta } from "~/app/lib/meta";
import { redirectWithToast } from "~/app/lib/toast.server";
import { toSessionUser } from "~/domain/accounts/session-user";
import { sendContactMessage } from "~/domain/contact/send-contact-message.server";
import { refusalOf } from "~/domain/shared/app-error-refusal";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () =>
  pageMeta(m.static_contact_title(), m.static_contact_meta_description());

export function loader({ context }: Route.LoaderArgs) {
  // A signed-in person starts with their name and e-mail filled in.
  const user = context.session ? toSessionUser(context.session.user) : null;
  return {
    supportEmail: context.services.settings.supportEmail,
    prefill: { name: user?.name ?? "", email: user?.email ?? "" },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData(), ["name", "email", "subject", "message"]);
  try {
    await sendContactMessage(context.services, values, {
      clientIp: context.clientIp,
      userId: context.session?.user.id,
    });
  } catch (err) {
    const refusal = refusalOf(err);
    const state: ContactFormState =
      refusal.code === "VALIDATION"
        ? { values, errors: refusal.fields ?? {} }
        : { values, formError: refusal.message };
    return data(state, { status: refusal.status });
  }
  return redirectWithToast("/contact", {
    title: m.static_contact_toast_title(),
    description: m.static_contact_toast_description(),
  });
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { supportEmail, prefill } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{m.static_contact_title()}</h1>
      <p className="mt-2 max-w-2xl text-gray-700">{m.static_contact_intro()}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_2fr]">
        <section aria-labelledby="reach-us" className="space-y-5 rounded-lg bg-white p-6 shadow-sm">
          <h2 id="reach-us" className="text-xl font-bold">
            {m.static_contact_reach_us()}
          </h2>
          <ContactLine icon={<Mail aria-hidden="true" className="size-5" />} label={m.static_contact_email()}>
            <a className="font-semibold underline" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
          </ContactLine>
          <ContactLine
            icon={<Phone aria-hidden="true" className="size-5" />}
            label={m.static_contact_phone()}
          >
            <a className="font-semibold underline" href={`tel:${SUPPORT_PHONE.replace(/\s/g, "")}`}>
              {SUPPORT_PHONE}
            </a>
          </ContactLine>
          <ContactLine
            icon={<Clock aria-hidden="true" className="size-5" />}
            label={m.static_contact_support_hours()}
          >
            <span className="font-semibold">{supportHours()}</span>
          </ContactLine>
        </section>
        <section className="rounded-lg bg-white p-6 shadow-sm">
          <ContactForm state={actionData ?? { values: prefill }} />
        </section>
      </div>
    </main>
  );
}

function ContactLine(props: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 text-brand">{props.icon}</span>
      <div>
        <p className="text-sm text-gray-600">{props.label}</p>
        {props.children}
      </div>
    </div>
  );
}
