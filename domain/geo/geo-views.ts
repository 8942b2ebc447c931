export interface CityView {
  name: string;
  slug: string;
  state: string;
}

export interface StateWithCitiesView {
  name: string;
  slug: string;
  cities: { name: string; slug: string }[];
}
