import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "~/app/components/ui/icon";
import { useRecentSearches } from "~/app/hooks/use-recent-searches";
import { POPULAR_SEARCHES, searchHref } from "~/app/lib/recent-searches";
import { m } from "~/i18n/paraglide/messages";

/**
 * Recent searches (this browser's storage, so they join once the scripts run) and the popular searches (links the
 * server draws): the search overlay's lists and the /search page's. `onPick` runs when one is followed.
 */
export function SearchChoices({
  onPick,
  headingLevel,
}: {
  onPick: (query: string) => void;
  headingLevel: "h2" | "h3";
}) {
  const recent = useRecentSearches();
  return (
    <>
      {recent.list.length > 0 && (
        <SearchList
          id="recent-searches"
          title={m.shell_search_recent()}
          heading={headingLevel}
          action={
            <button type="button" onClick={recent.clear} className="text-sm font-semibold underline">
              {m.shell_search_clear()}
            </button>
          }
        >
          {recent.list.map((item) => (
            <SearchLink key={item} query={item} icon={<Icon name="clock" size={16} />} onPick={onPick} />
          ))}
        </SearchList>
      )}

      <SearchList id="popular-searches" title={m.shell_search_popular()} heading={headingLevel}>
        {POPULAR_SEARCHES.map((item) => (
          <SearchLink key={item} query={item} icon={<Icon name="trending-up" size={16} />} onPick={onPick} />
        ))}
      </SearchList>
    </>
  );
}

function SearchList({
  id,
  title,
  heading: Heading,
  action,
  children,
}: {
  id: string;
  title: string;
  heading: "h2" | "h3";
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-5">
      <div className="flex items-center justify-between">
        <Heading id={id} className="text-sm font-bold text-slate-600 uppercase">
          {title}
        </Heading>
        {action}
      </div>
      <ul className="mt-2">{children}</ul>
    </section>
  );
}

function SearchLink({
  query,
  icon,
  onPick,
}: {
  query: string;
  icon: ReactNode;
  onPick: (query: string) => void;
}) {
  return (
    <li>
      <Link
        to={searchHref(query)}
        onClick={() => onPick(query)}
        className="flex min-h-10 items-center gap-3 rounded px-2 text-slate-700 hover:bg-surface focus-visible:bg-surface focus-visible:outline-2 focus-visible:outline-brand"
      >
        <span className="text-slate-500">{icon}</span>
        {query}
      </Link>
    </li>
  );
}
