import { type ActionFunctionArgs, redirect } from "react-router";
import { getUser, safeRedirectPath } from "~/app/lib/session.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { deleteSavedSearch } from "~/domain/saved-searches/delete-saved-search.server";
import { saveSearch } from "~/domain/saved-searches/save-search.server";
import { SavedSearchIdSchema } from "~/domain/saved-searches/saved-search-schemas";
import { updateSavedSearch } from "~/domain/saved-searches/update-saved-search.server";
import { AppError } from "~/domain/shared/app-error";
import { refusalOf } from "~/domain/shared/app-error-refusal";
import { m } from "~/i18n/paraglide/messages";
import { SAVED_SEARCHES_PATH } from "./save-search-button";

/** A results page's path and query as the parameters /products takes: /products/cars/sedans?q=… */
export function resultsPageParams(path: string): URLSearchParams {
  const url = new URL(path, "http://mandi.invalid");
  const params = new URLSearchParams(url.search);
  const [root, category, subcategory] = url.pathname.split("/").filter(Boolean);
  params.delete("category");
  params.delete("subcategory");
  if (root === "products" && category) params.set("category", decodeURIComponent(category));
  if (root === "products" && category && subcategory)
    params.set("subcategory", decodeURIComponent(subcategory));
  return params;
}

/**
 * Every saved-search form posts here: Save search (from a results page, brought back to it), alerts on/off,
 * rename and delete (back to the list). Plain form posts, so each works without JavaScript.
 */
export async function savedSearchesAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  const returnTo = safeRedirectPath(form.get("returnTo"), SAVED_SEARCHES_PATH);
  const user = await getUser(request, context);
  if (!user)
    throw redirect(
      `/login?redirectTo=${encodeURIComponent(intent === "save" ? returnTo : SAVED_SEARCHES_PATH)}`,
    );
  const services = context.services;
  const back = intent === "save" ? returnTo : SAVED_SEARCHES_PATH;
  try {
    if (intent === "save") {
      const saved = await saveSearch(services, {
        userId: user.id,
        params: resultsPageParams(returnTo),
        strict: false,
      });
      return redirectWithToast(returnTo, {
        title: saved.created
          ? m.browse_saved_searches_toast_saved()
          : m.browse_saved_searches_toast_already_saved(),
        description: m.browse_saved_searches_toast_saved_description({ name: saved.name }),
      });
    }
    const id = SavedSearchIdSchema.safeParse(form.get("id"));
    if (!id.success) throw new AppError("NOT_FOUND", "browse_saved_searches_does_not_exist");
    const input = { userId: user.id, id: id.data };
    if (intent === "delete") {
      const deleted = await deleteSavedSearch(services, input);
      return redirectWithToast(back, {
        title: m.browse_saved_searches_toast_deleted(),
        description: m.browse_saved_searches_toast_deleted_description({ name: deleted.name }),
      });
    }
    if (intent === "rename") {
      await updateSavedSearch(services, { ...input, change: { name: String(form.get("name") ?? "") } });
      return redirectWithToast(back, { title: m.browse_saved_searches_toast_renamed() });
    }
    if (intent === "notify") {
      const changed = await updateSavedSearch(services, {
        ...input,
        change: { notify: form.get("notify") === "true" },
      });
      return redirectWithToast(back, {
        title: changed.notify ? m.browse_saved_searches_alerts_on() : m.browse_saved_searches_alerts_off(),
        description: m.browse_saved_searches_toast_for({ name: changed.name }),
      });
    }
    throw new AppError("BAD_REQUEST", "browse_saved_searches_unknown_action");
  } catch (err) {
    const refusal = refusalOf(err);
    return redirectWithToast(back, {
      title:
        intent === "save"
          ? m.browse_saved_searches_toast_save_failed()
          : m.browse_saved_searches_toast_change_failed(),
      description: refusal.message,
      variant: "destructive",
    });
  }
}
