import type { FormEvent } from "react";
import { Form, Link, useNavigate } from "react-router";
import { LISTING_CONDITIONS, POSTED_WITHIN, RADIUS_KM } from "~/domain/listings/listing-options";
import { m } from "~/i18n/paraglide/messages";
import { conditionLabels, postedLabels } from "./filter-labels";
import { PriceRange } from "./price-range";
import { type ProductsQuery, resetFiltersHref } from "./products-url";

/**
 * The filters as a plain GET form (works without JavaScript, the back button restores it). With JavaScript,
 * blank fields are left out of the URL.
 */
export function FilterForm({
  action,
  query,
  nearName = null,
  idPrefix,
  onApply,
}: {
  /** The current category path, so the category stays chosen. */
  action: string;
  query: ProductsQuery;
  /** The chosen location's town when it has a point: "within N km" of it is offered. */
  nearName?: string | null;
  idPrefix: string;
  onApply?: () => void;
}) {
  const navigate = useNavigate();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim() !== "") params.append(key, value.trim());
    }
    const search = params.toString();
    navigate(search ? `${action}?${search}` : action);
    onApply?.();
  }

  return (
    <Form method="get" action={action} onSubmit={apply} className="flex flex-col gap-5">
      {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
      {query.city ? <input type="hidden" name="city" value={query.city} /> : null}
      {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
      {query.view === "list" ? <input type="hidden" name="view" value="list" /> : null}

      <PriceRange idPrefix={idPrefix} minPrice={query.minPrice} maxPrice={query.maxPrice} />

      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-2 font-semibold">{m.browse_products_condition()}</legend>
        {LISTING_CONDITIONS.map((condition) => (
          <label key={condition} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="condition"
              value={condition}
              defaultChecked={query.conditions?.includes(condition)}
              className="size-4 accent-brand"
            />
            {conditionLabels[condition]()}
          </label>
        ))}
      </fieldset>

      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-2 font-semibold">{m.browse_products_posted()}</legend>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="radio"
            name="posted"
            value=""
            defaultChecked={!query.posted}
            className="size-4 accent-brand"
          />
          {m.browse_products_posted_any()}
        </label>
        {POSTED_WITHIN.map((posted) => (
          <label key={posted} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name="posted"
              value={posted}
              defaultChecked={query.posted === posted}
              className="size-4 accent-brand"
            />
            {postedLabels[posted]()}
          </label>
        ))}
      </fieldset>

      {nearName ? (
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-2 font-semibold">
            {m.browse_products_distance_from({ place: nearName })}
          </legend>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name="radius"
              value=""
              defaultChecked={!query.radiusKm}
              className="size-4 accent-brand"
            />
            {m.browse_products_distance_any()}
          </label>
          {RADIUS_KM.map((km) => (
            <label key={km} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name="radius"
                value={km}
                defaultChecked={query.radiusKm === km}
                className="size-4 accent-brand"
              />
              {m.browse_products_distance_within({ km: String(km) })}
            </label>
          ))}
        </fieldset>
      ) : null}

      <div className="flex flex-col gap-2">
        <button
          type="submit"
          className="min-h-11 rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand/90"
        >
          {m.browse_products_apply()}
        </button>
        <Link
          to={resetFiltersHref(query)}
          onClick={onApply}
          className="flex min-h-11 items-center justify-center rounded-md border border-brand px-4 py-2 text-center font-semibold hover:bg-surface"
        >
          {m.browse_products_reset_filters()}
        </Link>
      </div>
    </Form>
  );
}
