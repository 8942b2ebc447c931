import { Bell, BellOff } from "lucide-react";
import { Form, Link } from "react-router";
import type { SavedSearchView } from "~/domain/saved-searches/saved-search-views";
import { m } from "~/i18n/paraglide/messages";
import { SAVED_SEARCHES_PATH } from "./save-search-button";

const buttonClass =
  "min-h-10 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:border-brand";

/** One saved search: open it (its new ads count as seen), alerts on/off, rename, delete — all plain forms. */
export function SavedSearchItem({ search }: { search: SavedSearchView }) {
  const newText = search.newMatchesCapped
    ? m.browse_saved_searches_new_capped()
    : m.browse_saved_searches_new({ count: String(search.newMatches) });
  const headingId = `saved-search-${search.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="min-w-0 text-lg font-semibold break-words">
          <Link
            reloadDocument
            to={`${SAVED_SEARCHES_PATH}/${search.id}`}
            className="text-brand underline-offset-4 hover:underline"
          >
            {search.name}
          </Link>
        </h2>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${search.newMatches > 0 ? "bg-brand text-white" : "bg-slate-100 text-slate-700"}`}
        >
          {newText}
        </span>
      </div>
      <ul
        aria-label={m.browse_saved_searches_filters()}
        className="flex flex-wrap gap-1.5 text-sm text-slate-700"
      >
        {search.filters.map((filter) => (
          <li key={filter} className="rounded-md bg-surface px-2 py-0.5 break-words">
            {filter}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <Form method="post" action={SAVED_SEARCHES_PATH}>
          <input type="hidden" name="intent" value="notify" />
          <input type="hidden" name="id" value={search.id} />
          <input type="hidden" name="notify" value={search.notify ? "false" : "true"} />
          <button
            type="submit"
            aria-pressed={search.notify}
            className={`${buttonClass} flex items-center gap-2`}
          >
            {search.notify ? (
              <Bell aria-hidden className="size-4" />
            ) : (
              <BellOff aria-hidden className="size-4" />
            )}
            {search.notify ? m.browse_saved_searches_alerts_on() : m.browse_saved_searches_alerts_off()}
          </button>
        </Form>
        <details className="group">
          <summary className={`${buttonClass} flex cursor-pointer list-none items-center`}>
            {m.browse_saved_searches_rename()}
          </summary>
          <Form method="post" action={SAVED_SEARCHES_PATH} className="mt-2 flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="rename" />
            <input type="hidden" name="id" value={search.id} />
            <label className="flex flex-col text-sm">
              {m.browse_saved_searches_new_name()}
              <input
                name="name"
                defaultValue={search.name}
                required
                maxLength={80}
                className="mt-1 rounded-md border border-slate-300 px-2 py-1.5"
              />
            </label>
            <button type="submit" className={buttonClass}>
              {m.browse_saved_searches_save_name()}
            </button>
          </Form>
        </details>
        <details>
          <summary className={`${buttonClass} flex cursor-pointer list-none items-center text-red-800`}>
            {m.browse_saved_searches_delete()}
          </summary>
          <Form method="post" action={SAVED_SEARCHES_PATH} className="mt-2 flex flex-wrap items-center gap-2">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={search.id} />
            <span className="text-sm">{m.browse_saved_searches_delete_confirm()}</span>
            <button
              type="submit"
              className="min-h-10 rounded-md bg-red-700 px-3 text-sm font-semibold text-white"
            >
              {m.browse_saved_searches_delete_yes()}
            </button>
          </Form>
        </details>
      </div>
    </li>
  );
}
