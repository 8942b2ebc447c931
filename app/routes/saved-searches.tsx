import { SavedSearchItem } from "~/app/components/saved-searches/saved-search-item";
import { savedSearchesAction } from "~/app/components/saved-searches/saved-searches-action.server";
import { SavedSearchesEmpty } from "~/app/components/saved-searches/saved-searches-empty";
import { pageMeta } from "~/app/lib/meta";
import { requireUser } from "~/app/lib/session.server";
import { listSavedSearches } from "~/domain/saved-searches/list-saved-searches.server";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/saved-searches";

export const meta: Route.MetaFunction = () =>
  pageMeta(m.browse_saved_searches_title(), m.browse_saved_searches_meta_description());

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const searches = await listSavedSearches(context.services, { userId: user.id });
  // The filters in words come from the domain, in English: in the page's language here, on the server.
  return {
    searches: searches.map((s) => ({ ...s, filters: s.filters.map((filter) => localizeText(filter)) })),
  };
}

export const action = (args: Route.ActionArgs) => savedSearchesAction(args);

export default function SavedSearches({ loaderData }: Route.ComponentProps) {
  const { searches } = loaderData;
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold">{m.browse_saved_searches_title()}</h1>
      {searches.length === 0 ? (
        <SavedSearchesEmpty />
      ) : (
        <>
          <p className="text-sm text-slate-700">{m.browse_saved_searches_intro()}</p>
          <ul aria-label={m.browse_saved_searches_list_label()} className="flex flex-col gap-3">
            {searches.map((search) => (
              <SavedSearchItem key={search.id} search={search} />
            ))}
          </ul>
        </>
      )}
    </main>
  );
}
