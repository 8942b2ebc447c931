import { Search } from "lucide-react";
import { Form, useRouteLoaderData } from "react-router";
import { CurrentLocationButton } from "~/app/components/location/current-location-button";
import { handleLocationForm } from "~/app/components/location/location-action.server";
import { LocationChoices } from "~/app/components/location/location-choices";
import { type LocationTab, LocationTabs } from "~/app/components/location/location-tabs";
import { pageMeta } from "~/app/lib/meta";
import { getUser } from "~/app/lib/session.server";
import type { loader as rootLoader } from "~/app/root";
import { CitySearchSchema } from "~/domain/geo/geo-schemas";
import { listStatesWithCities } from "~/domain/geo/list-states-with-cities.server";
import type { PlaceKind } from "~/domain/geo/place-views";
import { searchPlaces } from "~/domain/geo/search-places.server";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/location";

export const meta: Route.MetaFunction = () =>
  pageMeta(m.browse_location_title(), m.browse_location_meta_description());

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = CitySearchSchema.parse(url.searchParams.get("q") ?? "");
  const tab: LocationTab = url.searchParams.get("tab") === "all-india" ? "all-india" : "popular";
  const [results, states] = await Promise.all([
    q ? searchPlaces(context.services, { q }) : Promise.resolve([]),
    listStatesWithCities(context.services),
  ]);
  return { q, tab, results, states };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getUser(request, context);
  return handleLocationForm(context.services, await request.formData(), user?.id);
}

const kindHint: Record<PlaceKind, () => string> = {
  city: m.browse_location_kind_city,
  locality: m.browse_location_kind_locality,
  pin: m.browse_location_kind_pin,
};

export default function SelectLocation({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { q, tab, results, states } = loaderData;
  const popular = (root?.popularCities ?? []).map((city) => ({ value: city.name, label: city.name }));
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold">{m.browse_location_title()}</h1>
        <p className="mt-1 text-slate-700">
          {m.browse_location_current()} <strong>{root?.location ?? "INDIA"}</strong>
        </p>
      </div>
      {actionData?.error ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
          {actionData.error}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <CurrentLocationButton />
        <Form method="post" action="/location">
          <input type="hidden" name="intent" value="choose" />
          <button type="submit" name="location" value="INDIA" className="px-2 py-3 font-semibold underline">
            {m.browse_location_all_india_button()}
          </button>
        </Form>
      </div>
      <section aria-labelledby="city-search-heading" className="flex flex-col gap-3">
        <h2 id="city-search-heading" className="sr-only">
          {m.browse_location_search_heading()}
        </h2>
        <Form method="get" action="/location" className="flex flex-col gap-1">
          <label htmlFor="city-search" className="font-semibold">
            {m.browse_location_search_label()}
          </label>
          <div className="flex gap-2">
            {tab === "all-india" ? <input type="hidden" name="tab" value="all-india" /> : null}
            <input
              id="city-search"
              name="q"
              type="search"
              defaultValue={q}
              placeholder={m.browse_location_search_placeholder()}
              className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2"
            />
            <button
              type="submit"
              className="flex items-center gap-2 rounded-md bg-brand px-4 py-2 font-semibold text-white"
            >
              <Search aria-hidden="true" className="size-4" />
              {m.browse_location_search_button()}
            </button>
          </div>
        </Form>
        {q ? (
          results.length > 0 ? (
            <LocationChoices
              label={m.browse_location_places_matching({ query: q })}
              choices={results.map((place) => ({
                value: place.name,
                label: place.label,
                hint: kindHint[place.kind](),
              }))}
            />
          ) : (
            <p role="status">{m.browse_location_no_places({ query: q })}</p>
          )
        ) : null}
      </section>
      <LocationTabs tab={tab} popular={popular} states={states} />
    </main>
  );
}
