import { isRouteErrorResponse } from "react-router";
import { m } from "~/i18n/paraglide/messages";

/** What a failed page shows (app/root.tsx ErrorBoundary): 404, 503 or 500, with the request's id for a failure of ours. */
export function ErrorPage({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  // A failure of ours comes with the request's id (server/page-errors.ts), for whoever reports it.
  const reference: unknown = isRouteErrorResponse(error) && status >= 500 ? error.data?.requestId : undefined;
  // The database is down or restarting (503): nothing is broken for good, so the page says to come back soon.
  const unavailable = status === 503;
  const heading = notFound
    ? m.shell_error_not_found()
    : unavailable
      ? m.shell_error_unavailable()
      : m.shell_error_generic();
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <title>{`${heading} | Mandi`}</title>
      <p className="text-5xl font-extrabold text-slate-500">{status}</p>
      <h1 className="mt-2 text-2xl font-bold">{heading}</h1>
      <p className="mt-2 text-slate-700">
        {notFound
          ? m.shell_error_not_found_text()
          : unavailable
            ? m.shell_error_unavailable_text()
            : m.shell_error_generic_text()}
      </p>
      <p className="mt-6 flex flex-wrap justify-center gap-4 font-semibold">
        <a className="underline" href="/">
          {m.shell_error_home()}
        </a>
        <a className="underline" href="/help">
          {m.shell_error_help()}
        </a>
      </p>
      {typeof reference === "string" && (
        <p className="mt-6 text-sm text-slate-500">{m.shell_error_reference({ id: reference })}</p>
      )}
    </main>
  );
}
