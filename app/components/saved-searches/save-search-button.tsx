import { BellPlus, BellRing } from "lucide-react";
import { Form, Link } from "react-router";
import { m } from "~/i18n/paraglide/messages";

/** The route whose action saves searches (app/routes/saved-searches.tsx). */
export const SAVED_SEARCHES_PATH = "/saved-searches";

/**
 * "Save search" on a results page: a plain form post, so it works before the scripts arrive; a visitor is sent
 * to log in and back. Once saved, it says so and leads to the saved searches.
 */
export function SaveSearchButton({ returnTo, saved }: { returnTo: string; saved: boolean }) {
  if (saved) {
    return (
      <Link
        to={SAVED_SEARCHES_PATH}
        className="flex min-h-11 items-center gap-2 rounded-md border border-brand px-3 text-sm font-semibold text-brand"
      >
        <BellRing aria-hidden className="size-4" />
        {m.browse_saved_searches_saved()}
      </Link>
    );
  }
  return (
    <Form method="post" action={SAVED_SEARCHES_PATH}>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button
        type="submit"
        className="flex min-h-11 items-center gap-2 rounded-md border border-brand bg-white px-3 text-sm font-semibold text-brand hover:bg-surface"
      >
        <BellPlus aria-hidden className="size-4" />
        {m.browse_saved_searches_save()}
      </button>
    </Form>
  );
}
