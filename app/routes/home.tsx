import { useRouteLoaderData } from "react-router";
import { FreshRecommendations } from "~/app/components/home/fresh-recommendations";
import { AppPromotionIsland, CategoryGridIsland } from "~/app/components/home/home-islands";
import { LocationPrompt } from "~/app/components/location/location-prompt";
import { pageMeta } from "~/app/lib/meta";
import { getUser } from "~/app/lib/session.server";
import type { loader as rootLoader } from "~/app/root";
import { listFavoriteIds } from "~/domain/favorites/list-favorite-ids.server";
import { locationPoint } from "~/domain/geo/location-point.server";
import { listFreshListings } from "~/domain/listings/list-fresh-listings.server";
import { RADIUS_KM, type RadiusKm } from "~/domain/listings/listing-options";
import { m } from "~/i18n/paraglide/messages";
import { readLocation } from "~/web/location-cookie.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => pageMeta("Mandi", m.shell_home_meta_description());

export async function loader({ request, context }: Route.LoaderArgs) {
  const { location } = readLocation(request);
  const asked = Number(new URL(request.url).searchParams.get("radius"));
  const radiusKm = RADIUS_KM.find((km) => km === asked) ?? null;
  const [point, fresh, user] = await Promise.all([
    locationPoint(context.services, location),
    listFreshListings(context.services, { location, radiusKm }),
    getUser(request, context),
  ]);
  const favorites = user
    ? await listFavoriteIds(context.services, { userId: user.id, listingIds: fresh.map((l) => l.id) })
    : null;
  // "Within N km" is offered when the chosen location is a town with a point.
  const near: { name: string; radiusKm: RadiusKm | null; choices: readonly RadiusKm[] } | null = point
    ? { name: point.name, radiusKm, choices: RADIUS_KM }
    : null;
  return { fresh, favorites, near, description: m.shell_home_meta_description() };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-6">
      {/* Visible and painted first: the page's largest text, so the location prompt that opens a second later is
          never the largest paint (LCP) of the home page. */}
      <h1 className="-mb-4 max-w-xl text-3xl leading-tight font-extrabold tracking-tight sm:text-4xl">
        {m.shell_home_heading()}
      </h1>
      <CategoryGridIsland categories={root?.categories ?? []} />
      <FreshRecommendations
        listings={loaderData.fresh}
        favorites={loaderData.favorites}
        near={loaderData.near}
      />
      <AppPromotionIsland />
      <LocationPrompt locationSet={root?.locationSet ?? true} />
    </main>
  );
}
