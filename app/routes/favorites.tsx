import { favoriteAction } from "~/app/components/favorites/favorite-action.server";
import { FavoritesEmpty } from "~/app/components/favorites/favorites-empty";
import { ListingGrid } from "~/app/components/listing/listing-grid";
import { Pager } from "~/app/components/ui/pager";
import { pageMeta } from "~/app/lib/meta";
import { requireUser } from "~/app/lib/session.server";
import { listFavorites } from "~/domain/favorites/list-favorites.server";
import { searchFieldSchemas } from "~/domain/listings/listings-schemas";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/favorites";

export const meta: Route.MetaFunction = () =>
  pageMeta(m.product_favorites_title(), m.product_favorites_meta_description());

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const page = searchFieldSchemas.page.safeParse(new URL(request.url).searchParams.get("page") ?? "1");
  const saved = await listFavorites(context.services, {
    userId: user.id,
    page: page.success ? page.data : 1,
  });
  return { saved, ids: new Set(saved.listings.map((l) => l.id)) };
}

export const action = (args: Route.ActionArgs) => favoriteAction(args);

export default function Favorites({ loaderData }: Route.ComponentProps) {
  const { saved, ids } = loaderData;
  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold">{m.product_favorites_title()}</h1>
      {saved.total === 0 ? (
        <FavoritesEmpty />
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {saved.total === 1
              ? m.product_favorites_count_one()
              : m.product_favorites_count_many({ count: saved.total })}
          </p>
          <ListingGrid listings={saved.listings} favorites={ids} headingLevel={2} />
          <Pager path="/favorites" page={saved.page} pageCount={saved.pageCount} />
        </>
      )}
    </main>
  );
}
