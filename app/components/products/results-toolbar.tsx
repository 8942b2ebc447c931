import { LayoutGrid, List } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import { formatNumber } from "~/app/components/listing/format";
import { useTypedBeforeHydration } from "~/app/hooks/use-typed-before-hydration";
import { LISTING_SORTS, type ListingSort } from "~/domain/listings/listing-options";
import { m } from "~/i18n/paraglide/messages";
import { type ProductsQuery, productsSearch } from "./products-url";

const sortLabels: Record<ListingSort, () => string> = {
  relevance: m.browse_products_sort_relevance,
  newest: m.browse_products_sort_newest,
  price_asc: m.browse_products_sort_price_asc,
  price_desc: m.browse_products_sort_price_desc,
  nearest: m.browse_products_sort_nearest,
};

/** Result count, sort order and the grid/list toggle; the view is remembered in the URL (?view=list). */
export function ResultsToolbar({
  action,
  query,
  total,
  totalIsCapped = false,
  sort,
  city,
  nearName = null,
}: {
  action: string;
  query: ProductsQuery;
  total: number;
  /** Counting stopped at `total`: shown as "1,000+ results". */
  totalIsCapped?: boolean;
  sort: ListingSort;
  city: string | null;
  /** The chosen location's town when it has a point: "Nearest first" is offered, and a radius is named. */
  nearName?: string | null;
}) {
  const submit = useSubmit();
  const sortRef = useRef<HTMLSelectElement>(null);
  const sortChosenEarly = useRef(false);
  // A sort chosen before the scripts came had nothing to send it (the Sort button is for no JavaScript only):
  // it is applied once they have.
  useTypedBeforeHydration(sortRef, (chosen) => {
    sortChosenEarly.current = chosen !== sort;
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the page hydrated
  useEffect(() => {
    const form = sortRef.current?.form;
    if (sortChosenEarly.current && form) submit(stripBlank(new FormData(form)), { method: "get", action });
  }, []);
  const sorts = LISTING_SORTS.filter((s) => (s !== "relevance" || query.q) && (s !== "nearest" || nearName));
  const viewLink = (view: "grid" | "list") => `${action}${productsSearch(query, { view, page: query.page })}`;
  const toggleClass = (active: boolean) =>
    `flex size-11 items-center justify-center rounded-md border ${active ? "border-brand bg-brand text-white" : "border-slate-300 bg-white"}`;

  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="status" className="mr-auto text-sm text-slate-700">
        {(total === 1 && !totalIsCapped ? m.browse_products_results_one : m.browse_products_results_other)({
          count: `${formatNumber(total)}${totalIsCapped ? "+" : ""}`,
        })}
        {city ? m.browse_products_results_in_city({ city }) : ""}
        {nearName && query.radiusKm
          ? m.browse_products_results_within({ km: String(query.radiusKm), place: nearName })
          : ""}
      </p>
      <Form
        method="get"
        action={action}
        className="flex items-center gap-2"
        onChange={(e) => submit(stripBlank(new FormData(e.currentTarget)), { method: "get", action })}
      >
        {Object.entries(hiddenFields(query)).flatMap(([name, values]) =>
          values.map((value) => <input key={`${name}-${value}`} type="hidden" name={name} value={value} />),
        )}
        <label htmlFor="sort" className="text-sm">
          {m.browse_products_sort_by()}
        </label>
        <select
          ref={sortRef}
          id="sort"
          name="sort"
          defaultValue={sort}
          className="min-h-11 rounded-md border border-slate-300 bg-white px-2 text-sm"
        >
          {sorts.map((s) => (
            <option key={s} value={s}>
              {sortLabels[s]()}
            </option>
          ))}
        </select>
        {/* Only without JavaScript (the select submits itself otherwise); removing it after hydration moved the
            results down the page, a layout shift. */}
        <noscript>
          <button type="submit" className="rounded-md border border-brand px-2 py-1 text-sm font-semibold">
            {m.browse_products_sort_submit()}
          </button>
        </noscript>
      </Form>
      <div className="flex gap-1">
        <Link
          to={viewLink("grid")}
          aria-label={m.browse_products_grid_view()}
          aria-current={query.view === "grid" ? "true" : undefined}
          preventScrollReset
          className={toggleClass(query.view === "grid")}
        >
          <LayoutGrid aria-hidden="true" className="size-4" />
        </Link>
        <Link
          to={viewLink("list")}
          aria-label={m.browse_products_list_view()}
          aria-current={query.view === "list" ? "true" : undefined}
          preventScrollReset
          className={toggleClass(query.view === "list")}
        >
          <List aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </div>
  );
}

function hiddenFields(query: ProductsQuery): Record<string, string[]> {
  const params = new URLSearchParams(productsSearch({ ...query, sort: undefined }));
  const fields: Record<string, string[]> = {};
  for (const [key, value] of params) fields[key] = [...(fields[key] ?? []), value];
  return fields;
}

function stripBlank(form: FormData): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of form) if (typeof value === "string" && value !== "") params.append(key, value);
  return params;
}
