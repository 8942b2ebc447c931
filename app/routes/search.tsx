import { type FormEvent, useRef } from "react";
import { useNavigate } from "react-router";
import { SearchChoices } from "~/app/components/layout/search-choices";
import { SearchForm } from "~/app/components/layout/search-form";
import { useRecentSearches } from "~/app/hooks/use-recent-searches";
import { pageMeta } from "~/app/lib/meta";
import { normalizeQuery, searchHref } from "~/app/lib/recent-searches";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = () =>
  pageMeta(m.browse_search_title(), m.browse_search_meta_description());

/**
 * The search overlay as a page: where the header's search leads before the scripts run (or without them). The
 * form is a plain GET to the results; once the scripts run a search also joins this browser's recent searches.
 */
export default function SearchPage() {
  const navigate = useNavigate();
  const recent = useRecentSearches();
  const inputRef = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const clean = normalizeQuery(inputRef.current?.value ?? "");
    if (!clean) {
      inputRef.current?.focus();
      return;
    }
    recent.add(clean);
    navigate(searchHref(clean));
  }

  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-8 text-brand">
      <h1 className="text-2xl font-bold">{m.browse_search_title()}</h1>
      <search>
        <SearchForm id="search-page-q" inputRef={inputRef} onSubmit={onSubmit} />
      </search>
      <SearchChoices onPick={recent.add} headingLevel="h2" />
    </main>
  );
}
