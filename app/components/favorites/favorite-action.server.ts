import { type ActionFunctionArgs, data, redirect } from "react-router";
import type { FavoriteActionData } from "~/app/components/listing/favorite-button";
import { getUser, safeRedirectPath } from "~/app/lib/session.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { addFavorite } from "~/domain/favorites/add-favorite.server";
import { FavoriteFormSchema } from "~/domain/favorites/favorites-schemas";
import { removeFavorite } from "~/domain/favorites/remove-favorite.server";
import { refusalOf } from "~/domain/shared/app-error-refusal";
import { m } from "~/i18n/paraglide/messages";

/**
 * Every heart posts here. A visitor is sent to log in and brought back to the page of the heart; the heart's
 * fetcher gets JSON, a plain form post (no JavaScript) is redirected back to its page.
 */
export async function favoriteAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const returnTo = safeRedirectPath(form.get("returnTo"), "/favorites");
  const enhanced = form.get("enhanced") === "1";
  const user = await getUser(request, context);
  if (!user) throw redirect(`/login?redirectTo=${encodeURIComponent(returnTo)}`);

  const fail = (message: string, status: number) =>
    enhanced
      ? data<FavoriteActionData>({ ok: false, message }, { status })
      : redirectWithToast(returnTo, {
          title: m.product_favorites_failed(),
          description: message,
          variant: "destructive",
        });

  const parsed = FavoriteFormSchema.safeParse({
    listingId: form.get("listingId"),
    favorite: form.get("favorite"),
  });
  if (!parsed.success) return fail(m.product_favorites_not_found(), 422);
  const input = { userId: user.id, listingId: parsed.data.listingId };
  try {
    const state = parsed.data.favorite
      ? await addFavorite(context.services, input)
      : await removeFavorite(context.services, input);
    if (!enhanced) return redirect(returnTo);
    return data<FavoriteActionData>({ ok: true, favorite: state.favorite });
  } catch (err) {
    const refusal = refusalOf(err);
    const message = refusal.code === "NOT_FOUND" ? m.product_favorites_unavailable() : refusal.message;
    return fail(message, refusal.status);
  }
}
