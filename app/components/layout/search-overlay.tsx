import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { DialogTitleBar } from "~/app/components/ui/dialog-title-bar";
import { Icon } from "~/app/components/ui/icon";
import { useRecentSearches } from "~/app/hooks/use-recent-searches";
import { normalizeQuery, POPULAR_SEARCHES, searchHref } from "~/app/lib/recent-searches";

/** The search overlay: a search form, recent searches (this browser) and the popular searches. */
export function SearchOverlay({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const recent = useRecentSearches();
  const [query, setQuery] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);

  function search(raw: string) {
    recent.add(raw);
    onOpenChange(false);
    setQuery("");
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const clean = normalizeQuery(query);
    if (!clean) {
      inputRef.current?.focus();
      return;
    }
    search(clean);
    navigate(searchHref(clean));
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
          className="fixed inset-x-0 top-0 z-50 mx-auto max-h-screen w-full max-w-2xl overflow-y-auto bg-white p-4 text-brand shadow-xl sm:top-16 sm:rounded-lg sm:p-6"
        >
          <DialogTitleBar title="Search" closeLabel="Close search" />
          <form method="get" action="/products" onSubmit={onSubmit} className="mt-3 flex gap-2">
            <label htmlFor="search-overlay-q" className="sr-only">
              Search listings
            </label>
            <input
              ref={inputRef}
              id="search-overlay-q"
              name="q"
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Search for cars, phones, furniture…"
              className="h-11 min-w-0 flex-1 rounded-md border-2 border-brand px-3 outline-none focus:border-brand-light"
            />
            <button
              type="submit"
              className="inline-flex h-11 items-center gap-2 rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand/90"
            >
              <Icon name="search" size={18} />
              Search
            </button>
          </form>

          {recent.list.length > 0 && (
            <SearchList
              id="recent-searches"
              title="Recent searches"
              action={
                <button type="button" onClick={recent.clear} className="text-sm font-semibold underline">
                  Clear
                </button>
              }
            >
              {recent.list.map((item) => (
                <SearchLink key={item} query={item} icon={<Icon name="clock" size={16} />} onPick={search} />
              ))}
            </SearchList>
          )}

          <SearchList id="popular-searches" title="Popular searches">
            {POPULAR_SEARCHES.map((item) => (
              <SearchLink
                key={item}
                query={item}
                icon={<Icon name="trending-up" size={16} />}
                onPick={search}
              />
            ))}
          </SearchList>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SearchList({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-5">
      <div className="flex items-center justify-between">
        <h3 id={id} className="text-sm font-bold text-slate-600 uppercase">
          {title}
        </h3>
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
