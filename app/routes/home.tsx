import { useRouteLoaderData } from "react-router";
import { AppPromotion } from "~/app/components/home/app-promotion";
import { CategoryGrid } from "~/app/components/home/category-grid";
import { FreshRecommendations } from "~/app/components/home/fresh-recommendations";
import { LocationPrompt } from "~/app/components/location/location-prompt";
import { pageMeta } from "~/app/lib/meta";
import { getUser } from "~/app/lib/session.server";
import type { loader as rootLoader } from "~/app/root";
import { listFavoriteIds } from "~/domain/favorites/list-favorite-ids.server";
import { listFreshListings } from "~/domain/listings/list-fresh-listings.server";
import { readLocation } from "~/web/location-cookie.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Mandi",
    "Mandi is India's marketplace to buy and sell near you: cars, bikes, mobiles, electronics, furniture, properties, jobs and services.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const { location } = readLocation(request);
  const [fresh, user] = await Promise.all([
    listFreshListings(context.services, { location }),
    getUser(request, context),
  ]);
  const favorites = user
    ? await listFavoriteIds(context.services, { userId: user.id, listingIds: fresh.map((l) => l.id) })
    : null;
  return { fresh, favorites };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-6">
      {/* Visible and painted first: the page's largest text, so the location prompt that opens a second later is
          never the largest paint (LCP) of the home page. */}
      <h1 className="-mb-4 max-w-xl text-3xl leading-tight font-extrabold tracking-tight sm:text-4xl">
        Mandi: buy and sell near you
      </h1>
      <CategoryGrid categories={root?.categories ?? []} />
      <FreshRecommendations listings={loaderData.fresh} favorites={loaderData.favorites} />
      <AppPromotion />
      <LocationPrompt locationSet={root?.locationSet ?? true} />
    </main>
  );
}
