import { data, redirect } from "react-router";
import { requireUser } from "~/app/lib/session.server";
import { openSavedSearch } from "~/domain/saved-searches/open-saved-search.server";
import { SavedSearchIdSchema } from "~/domain/saved-searches/saved-search-schemas";
import { refusalWhen } from "~/domain/shared/app-error-refusal";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/saved-search-open";

/** Opening a saved search: its new ads count as seen, and its results page opens. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const id = SavedSearchIdSchema.safeParse(params.id);
  if (!id.success) throw data(m.browse_saved_searches_not_found(), { status: 404 });
  try {
    const { resultsPath } = await openSavedSearch(context.services, { userId: user.id, id: id.data });
    return redirect(resultsPath);
  } catch (err) {
    throw data(refusalWhen(err, "NOT_FOUND").message, { status: 404 });
  }
}
