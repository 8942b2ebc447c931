import { AppLink } from "~/app/components/ui/app-link";
import { m } from "~/i18n/paraglide/messages";
import { type ProductsQuery, productsSearch } from "./products-url";

/** Pages around the current one, plus the first and the last. */
function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const pages = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const p of sorted) {
    const last = out.at(-1);
    if (typeof last === "number" && p - last > 1) out.push("gap");
    out.push(p);
  }
  return out;
}

export function Pagination({
  action,
  query,
  page,
  pageCount,
}: {
  action: string;
  query: ProductsQuery;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const href = (p: number) => `${action}${productsSearch(query, { page: p })}`;
  const base = "flex h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm";
  return (
    <nav
      aria-label={m.browse_products_pagination()}
      className="flex flex-wrap items-center justify-center gap-1"
    >
      {page > 1 ? (
        <AppLink to={href(page - 1)} className={`${base} border-slate-300 bg-white`}>
          {m.browse_products_previous()}
        </AppLink>
      ) : null}
      {pageWindow(page, pageCount).map((p, i) =>
        p === "gap" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${i}`} className="px-1" aria-hidden="true">
            …
          </span>
        ) : (
          <AppLink
            key={p}
            to={href(p)}
            aria-label={m.browse_products_page({ page: String(p) })}
            aria-current={p === page ? "page" : undefined}
            className={`${base} ${p === page ? "border-brand bg-brand font-bold text-white" : "border-slate-300 bg-white"}`}
          >
            {p}
          </AppLink>
        ),
      )}
      {page < pageCount ? (
        <AppLink to={href(page + 1)} className={`${base} border-slate-300 bg-white`}>
          {m.browse_products_next()}
        </AppLink>
      ) : null}
    </nav>
  );
}
