import { Search } from "lucide-react";
import { useRef, useState } from "react";
import { Form, Link } from "react-router";
import { FaqAccordion } from "~/app/components/static/faq-accordion";
import { supportHours } from "~/app/components/static/support-contact";
import { useTypedBeforeHydration } from "~/app/hooks/use-typed-before-hydration";
import { pageMeta } from "~/app/lib/meta";
import { filterFaqItems } from "~/domain/content/faq-search";
import { listFaqItems } from "~/domain/content/list-faq-items.server";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/help";

export const meta: Route.MetaFunction = () =>
  pageMeta(m.static_help_title(), m.static_help_meta_description());

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  // All items: the page filters them as you type, the same way as the server does for ?q=.
  return { items: await listFaqItems(context.services), q };
}

export default function HelpPage({ loaderData }: Route.ComponentProps) {
  const { items, q } = loaderData;
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{m.static_help_title()}</h1>
      <p className="mt-2 text-gray-700">{m.static_help_intro()}</p>
      {/* A new ?q= (a submitted search) restarts the live filter from it. */}
      <HelpSearch key={q} items={items} initialQuery={q} />
      <aside aria-labelledby="still-need-help" className="mt-10 rounded-lg bg-brand p-6 text-white">
        <h2 id="still-need-help" className="text-xl font-bold">
          {m.static_help_still_need_help()}
        </h2>
        <p className="mt-1">{m.static_help_support_answers({ hours: supportHours() })}</p>
        <Link
          to="/contact"
          className="mt-4 inline-flex min-h-11 items-center rounded-md bg-sell px-5 py-2 font-semibold text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {m.static_contact_title()}
        </Link>
      </aside>
    </main>
  );
}

function HelpSearch({
  items,
  initialQuery,
}: {
  items: Route.ComponentProps["loaderData"]["items"];
  initialQuery: string;
}) {
  const [query, setQuery] = useState(initialQuery);
  const searchRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(searchRef, setQuery);
  const matches = filterFaqItems(items, query);
  const searching = query.trim() !== "";
  return (
    <>
      <Form method="get" role="search" className="mt-6 flex gap-2" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="help-search" className="sr-only">
          {m.static_help_search_label()}
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-500"
          />
          <input
            ref={searchRef}
            id="help-search"
            type="search"
            name="q"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={m.static_help_search_label()}
            maxLength={200}
            aria-controls="faq-results"
            className="block min-h-11 w-full rounded-md border border-gray-300 bg-white py-2 pr-3 pl-10 text-base outline-none focus:border-brand focus:ring-2 focus:ring-brand/30"
          />
        </div>
        <button
          type="submit"
          className="min-h-11 rounded-md bg-brand px-5 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {m.static_help_search_button()}
        </button>
      </Form>

      <section id="faq-results" aria-labelledby="faq-title" className="mt-8">
        <h2 id="faq-title" className="text-2xl font-bold">
          {searching ? m.static_help_matching_questions() : m.static_help_faq_title()}
        </h2>
        <p role="status" className="mt-1 text-sm text-gray-600">
          {searching
            ? (matches.length === 1 ? m.static_help_answers_one : m.static_help_answers_other)({
                count: String(matches.length),
                query: query.trim(),
              })
            : m.static_help_popular_questions({ count: String(items.length) })}
        </p>
        {matches.length > 0 ? (
          <div className="mt-4">
            <FaqAccordion key={searching ? "search" : "all"} items={matches} openAll={searching} />
          </div>
        ) : (
          <div className="mt-4 rounded-lg bg-white p-6 text-center shadow-sm">
            <p className="font-semibold">{m.static_help_no_results()}</p>
            <p className="mt-1 text-gray-700">
              {m.static_help_no_results_before()}
              <Link to="/contact" className="font-semibold underline">
                {m.static_help_no_results_link()}
              </Link>
              {m.static_help_no_results_after()}
            </p>
          </div>
        )}
      </section>
    </>
  );
}
