import { LayoutGrid, List } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import { formatNumber } from "~/app/components/listing/format";
import { useTypedBeforeHydration } from "~/app/hooks/use-typed-before-hydration";
import { LISTING_SORTS, type ListingSort, SORT_LABELS } from "~/domain/listings/listing-options";
import { type ProductsQuery, productsSearch } from "./products-url";

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
    `flex size-9 items-center justify-center rounded-md border ${active ? "border-brand bg-brand text-white" : "border-slate-300 bg-white"}`;

  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="status" className="mr-auto text-sm text-slate-700">
        {`${formatNumber(total)}${totalIsCapped ? "+" : ""} ${total === 1 && !totalIsCapped ? "result" : "results"}`}
        {city ? ` in ${city}` : ""}
        {nearName && query.radiusKm ? ` within ${query.radiusKm} km of ${nearName}` : ""}
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
          Sort by
        </label>
        <select
          ref={sortRef}
          id="sort"
          name="sort"
          defaultValue={sort}
          className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
        >
          {sorts.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
        {/* Only without JavaScript (the select submits itself otherwise); removing it after hydration moved the
            results down the page, a layout shift. */}
        <noscript>
          <button type="submit" className="rounded-md border border-brand px-2 py-1 text-sm font-semibold">
            Sort
          </button>
        </noscript>
      </Form>
      <div className="flex gap-1">
        <Link
          to={viewLink("grid")}
          aria-label="Grid view"
          aria-current={query.view === "grid" ? "true" : undefined}
          preventScrollReset
          className={toggleClass(query.view === "grid")}
        >
          <LayoutGrid aria-hidden="true" className="size-4" />
        </Link>
        <Link
          to={viewLink("list")}
          aria-label="List view"
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
