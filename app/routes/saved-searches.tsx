import { SavedSearchItem } from "~/app/components/saved-searches/saved-search-item";
import { savedSearchesAction } from "~/app/components/saved-searches/saved-searches-action.server";
import { SavedSearchesEmpty } from "~/app/components/saved-searches/saved-searches-empty";
import { pageMeta } from "~/app/lib/meta";
import { requireUser } from "~/app/lib/session.server";
import { listSavedSearches } from "~/domain/saved-searches/list-saved-searches.server";
import type { Route } from "./+types/saved-searches";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Saved searches",
    "Your saved searches on Mandi and their new ads, with alerts when one is posted.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return { searches: await listSavedSearches(context.services, { userId: user.id }) };
}

export const action = (args: Route.ActionArgs) => savedSearchesAction(args);

export default function SavedSearches({ loaderData }: Route.ComponentProps) {
  const { searches } = loaderData;
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold">Saved searches</h1>
      {searches.length === 0 ? (
        <SavedSearchesEmpty />
      ) : (
        <>
          <p className="text-sm text-slate-700">
            Open a search to see its ads; “new” counts the ads posted since you last opened it.
          </p>
          <ul aria-label="Your saved searches" className="flex flex-col gap-3">
            {searches.map((search) => (
              <SavedSearchItem key={search.id} search={search} />
            ))}
          </ul>
        </>
      )}
    </main>
  );
}
