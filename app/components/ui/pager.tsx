import { Link } from "react-router";
import { Icon } from "./icon";

/** Previous / Next between numbered pages of a list (`?page=`); nothing when it all fits on one page. */
export function Pager({ path, page, pageCount }: { path: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  // A path may carry a filter of its own ("/admin?status=dismissed"): the page is added to it.
  const href = (n: number) => (n === 1 ? path : `${path}${path.includes("?") ? "&" : "?"}page=${n}`);
  const link =
    "inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-2 font-semibold hover:bg-surface";
  return (
    <nav aria-label="Pages" className="flex items-center justify-center gap-3 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className={link}>
          <Icon name="chevron-left" className="size-4" />
          Previous
        </Link>
      ) : null}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={href(page + 1)} className={link}>
          Next
          <Icon name="chevron-right" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
