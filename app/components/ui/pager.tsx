import { Link } from "react-router";
import { m } from "~/i18n/paraglide/messages";
import { Icon } from "./icon";

/**
 * Previous / Next between numbered pages of a list (`?page=`, or `param` where a page has two lists, each with its
 * own `label` and an `anchor` to land on); nothing when it all fits on one page.
 */
export function Pager({
  path,
  page,
  pageCount,
  param = "page",
  label,
  anchor = "",
}: {
  path: string;
  page: number;
  pageCount: number;
  param?: string;
  label?: string;
  anchor?: string;
}) {
  if (pageCount <= 1) return null;
  // A path may carry a filter of its own ("/admin?status=dismissed"): the page is added to it.
  const href = (n: number) =>
    (n === 1 ? path : `${path}${path.includes("?") ? "&" : "?"}${param}=${n}`) + (anchor ? `#${anchor}` : "");
  const link =
    "inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-2 font-semibold hover:bg-surface";
  return (
    <nav
      aria-label={label ?? m.shell_pager_pages()}
      className="flex items-center justify-center gap-3 text-sm"
    >
      {page > 1 ? (
        <Link to={href(page - 1)} className={link}>
          <Icon name="chevron-left" className="size-4" />
          {m.shell_pager_previous()}
        </Link>
      ) : null}
      <span>{m.shell_pager_page_of({ page: String(page), count: String(pageCount) })}</span>
      {page < pageCount ? (
        <Link to={href(page + 1)} className={link}>
          {m.shell_pager_next()}
          <Icon name="chevron-right" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
