import { PrivacyPolicy } from "~/app/components/static/privacy-policy";
import { TermsOfService } from "~/app/components/static/terms-of-service";
import { pageMeta } from "~/app/lib/meta";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/legal";

export const meta: Route.MetaFunction = () =>
  pageMeta(m.static_legal_meta_title(), m.static_legal_meta_description());

export function loader({ context }: Route.LoaderArgs) {
  return { supportEmail: context.services.settings.supportEmail };
}

const tabClass =
  "inline-flex min-h-11 items-center rounded-md border-2 border-brand px-4 py-2 font-semibold text-brand hover:bg-brand hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { supportEmail } = loaderData;
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold">{m.static_legal_title()}</h1>
      <p className="mt-2 text-gray-700">{m.static_legal_last_updated()}</p>
      <nav aria-label={m.static_legal_documents()} className="mt-6 flex flex-wrap gap-3">
        <a href="#terms" className={tabClass}>
          {m.static_legal_terms()}
        </a>
        <a href="#privacy" className={tabClass}>
          {m.static_legal_privacy()}
        </a>
      </nav>
      <section
        id="terms"
        aria-labelledby="terms-title"
        className="mt-8 scroll-mt-4 rounded-lg bg-white p-6 shadow-sm"
      >
        <h2 id="terms-title" className="text-2xl font-bold">
          {m.static_legal_terms()}
        </h2>
        <TermsOfService supportEmail={supportEmail} />
      </section>
      <section
        id="privacy"
        aria-labelledby="privacy-title"
        className="mt-8 scroll-mt-4 rounded-lg bg-white p-6 shadow-sm"
      >
        <h2 id="privacy-title" className="text-2xl font-bold">
          {m.static_legal_privacy()}
        </h2>
        <PrivacyPolicy supportEmail={supportEmail} />
      </section>
    </main>
  );
}
