import * as Tabs from "@radix-ui/react-tabs";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { StateWithCitiesView } from "~/domain/geo/geo-views";
import { m } from "~/i18n/paraglide/messages";
import { type LocationChoice, LocationChoices } from "./location-choices";

export type LocationTab = "popular" | "all-india";

const triggerClass =
  "border-b-2 border-transparent px-4 py-2 font-semibold text-slate-600 data-[state=active]:border-brand data-[state=active]:text-brand";

/**
 * Radix Tabs whose value lives in the URL (?tab=all-india): each tab is also a link, so without JavaScript a
 * click loads the page with that tab open.
 */
export function LocationTabs({
  tab,
  popular,
  states,
}: {
  tab: LocationTab;
  popular: LocationChoice[];
  states: StateWithCitiesView[];
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const hrefFor = (value: LocationTab) => {
    const next = new URLSearchParams(params);
    if (value === "popular") next.delete("tab");
    else next.set("tab", value);
    const search = next.toString();
    return search ? `?${search}` : "/location";
  };
  const select = (value: string) =>
    navigate(hrefFor(value === "all-india" ? "all-india" : "popular"), {
      replace: true,
      preventScrollReset: true,
    });

  return (
    <Tabs.Root value={tab} onValueChange={select} activationMode="manual">
      <Tabs.List aria-label={m.browse_location_tabs_label()} className="flex border-b border-slate-200">
        <Tabs.Trigger value="popular" asChild className={triggerClass}>
          <Link to={hrefFor("popular")} replace preventScrollReset onClick={(e) => e.preventDefault()}>
            {m.browse_location_popular_cities()}
          </Link>
        </Tabs.Trigger>
        <Tabs.Trigger value="all-india" asChild className={triggerClass}>
          <Link to={hrefFor("all-india")} replace preventScrollReset onClick={(e) => e.preventDefault()}>
            {m.browse_location_all_india()}
          </Link>
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="popular" className="pt-4 focus-visible:outline-2 focus-visible:outline-brand">
        <LocationChoices choices={popular} label={m.browse_location_popular_cities()} />
      </Tabs.Content>
      <Tabs.Content value="all-india" className="pt-4 focus-visible:outline-2 focus-visible:outline-brand">
        <ul className="flex flex-col gap-6">
          {states.map((state) => (
            <li key={state.slug}>
              <h3 className="mb-2 font-bold">{state.name}</h3>
              <LocationChoices
                label={state.name}
                choices={[
                  { value: state.name, label: m.browse_location_all_of_state({ state: state.name }) },
                  ...state.cities.map((city) => ({ value: city.name, label: city.name })),
                ]}
              />
            </li>
          ))}
        </ul>
      </Tabs.Content>
    </Tabs.Root>
  );
}
