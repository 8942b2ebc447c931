import { data, isRouteErrorResponse, Link, useRouteLoaderData } from "react-router";
import { ListingGrid } from "~/app/components/listing/listing-grid";
import { ActiveFilters } from "~/app/components/products/active-filters";
import { EmptyResults } from "~/app/components/products/empty-results";
import { FilterDrawer } from "~/app/components/products/filter-drawer";
import { FiltersSidebar } from "~/app/components/products/filters-sidebar";
import { Pagination } from "~/app/components/products/pagination";
import type { ProductsQuery } from "~/app/components/products/products-url";
import { productsPath } from "~/app/components/products/products-url";
import { ResultsToolbar } from "~/app/components/products/results-toolbar";
import { SaveSearchButton } from "~/app/components/saved-searches/save-search-button";
import { resultsPageParams } from "~/app/components/saved-searches/saved-searches-action.server";
import { pageMeta } from "~/app/lib/meta";
import { getUser } from "~/app/lib/session.server";
import type { loader as rootLoader } from "~/app/root";
import { listCategories } from "~/domain/catalog/list-categories.server";
import { listFavoriteIds } from "~/domain/favorites/list-favorite-ids.server";
import { locationPoint } from "~/domain/geo/location-point.server";
import { parseListingSearchParams } from "~/domain/listings/listings-schemas";
import { searchListings } from "~/domain/listings/search-listings.server";
import { findSavedSearchId } from "~/domain/saved-searches/find-saved-search-id.server";
import { normalizeSavedQuery } from "~/domain/saved-searches/saved-search-query";
import { refusalWhen } from "~/domain/shared/app-error-refusal";
import { m } from "~/i18n/paraglide/messages";
import { readLocation } from "~/web/location-cookie.server";
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data)
    return pageMeta(m.browse_products_not_found_title(), m.browse_products_not_found_meta_description());
  const { heading, result } = data;
  const count = `${result.total}${result.totalIsCapped ? "+" : ""}`;
  return pageMeta(
    heading,
    result.city
      ? m.browse_products_meta_description_city({ heading, count, city: result.city })
      : m.browse_products_meta_description_india({ heading, count }),
  );
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = parseListingSearchParams(url.searchParams);
  const query: ProductsQuery = {
    ...filters,
    view: url.searchParams.get("view") === "list" ? "list" : "grid",
  };
  try {
    // "Near you" measures from the chosen location's town (the header's location), when it has a point.
    const near = await locationPoint(context.services, readLocation(request).location);
    const [result, user] = await Promise.all([
      searchListings(
        context.services,
        {
          ...filters,
          near: near ?? undefined,
          radiusKm: near ? filters.radiusKm : undefined,
          category: params.category,
          subcategory: params.subcategory,
        },
        context.listingsVersion,
      ),
      getUser(request, context),
    ]);
    // The filter panel lists the current category's subcategories; the other categories travel by name only.
    const subcategories = result.category
      ? ((await listCategories(context.services)).find((c) => c.id === result.category?.id)?.subcategories ??
        [])
      : [];
    const favorites = user
      ? await listFavoriteIds(context.services, {
          userId: user.id,
          listingIds: result.listings.map((l) => l.id),
        })
      : null;
    const returnTo = url.pathname + url.search;
    const savedSearch = user
      ? await findSavedSearchId(context.services, {
          userId: user.id,
          query: normalizeSavedQuery(resultsPageParams(returnTo), { strict: false }),
        })
      : null;
    const heading = filters.q
      ? m.browse_products_search_heading({ query: filters.q })
      : (result.subcategory?.name ?? result.category?.name ?? m.browse_products_all_products());
    // A phone without scripts asked for the filters panel (the Filters link before hydration).
    const filtersOpen = url.searchParams.get("filters") === "open";
    return {
      result,
      subcategories,
      query,
      heading,
      favorites,
      filtersOpen,
      returnTo,
      searchSaved: savedSearch !== null,
      nearName: near?.name ?? null,
    };
  } catch (err) {
    throw data(refusalWhen(err, "NOT_FOUND", "VALIDATION").message, { status: 404 });
  }
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { result, subcategories, query, heading, favorites, filtersOpen, returnTo, searchSaved, nearName } =
    loaderData;
  const category = result.category?.slug ?? null;
  const subcategory = result.subcategory?.slug ?? null;
  const action = productsPath(category, subcategory);
  const panel = { categories: root?.categories ?? [], subcategories, category, subcategory, query, nearName };
  // Remount the filter forms on every navigation so their fields show what the URL says (back button).
  const formKey = `${action}?${JSON.stringify(query)}`;

  return (
    <main className="mx-auto flex max-w-7xl gap-6 px-4 py-6">
      <FiltersSidebar key={formKey} {...panel} open={filtersOpen} />
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        {result.category ? (
          <nav aria-label={m.browse_products_breadcrumb()} className="text-sm text-slate-600">
            <Link to="/products" className="inline-flex min-h-11 items-center underline">
              {m.browse_products_all_products()}
            </Link>
            {" / "}
            {result.subcategory ? (
              <>
                <Link
                  to={productsPath(result.category.slug)}
                  className="inline-flex min-h-11 items-center underline"
                >
                  {result.category.name}
                </Link>
                {" / "}
                <span>{result.subcategory.name}</span>
              </>
            ) : (
              <span>{result.category.name}</span>
            )}
          </nav>
        ) : null}
        <div className="flex items-start justify-between gap-3">
          <h1 className="text-2xl font-bold break-words">{heading}</h1>
          <div className="flex shrink-0 items-center gap-2">
            <SaveSearchButton returnTo={returnTo} saved={searchSaved} />
            <FilterDrawer key={formKey} {...panel} />
          </div>
        </div>
        <ActiveFilters action={action} query={query} />
        {result.correctedQuery ? (
          <p className="text-sm text-slate-700">
            {m.browse_products_corrected_query({ query: query.q ?? "" })}
            <strong>{result.correctedQuery}</strong>
          </p>
        ) : null}
        <ResultsToolbar
          key={formKey}
          action={action}
          query={query}
          total={result.total}
          totalIsCapped={result.totalIsCapped}
          sort={result.sort}
          city={result.city ?? query.city ?? null}
          nearName={nearName}
        />
        {result.listings.length > 0 ? (
          <ListingGrid
            listings={result.listings}
            layout={query.view}
            headingLevel={2}
            favorites={favorites}
          />
        ) : (
          <EmptyResults />
        )}
        <Pagination action={action} query={query} page={result.page} pageCount={result.pageCount} />
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{m.browse_products_not_found_title()}</h1>
      <p>{m.browse_products_not_found_text()}</p>
      <Link to="/products" className="rounded-md bg-brand px-4 py-2 font-semibold text-white">
        {m.browse_products_browse_all()}
      </Link>
    </main>
  );
}
