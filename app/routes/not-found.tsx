import { data, Link } from "react-router";
import { pageMeta } from "~/app/lib/meta";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => pageMeta(m.shell_error_not_found(), m.shell_not_found_meta());

export function loader() {
  return data(null, { status: 404 });
}

export default function Page() {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-6xl font-extrabold text-slate-500" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-3xl font-bold">{m.shell_error_not_found()}</h1>
      <p className="mt-3 text-slate-700">{m.shell_not_found_text()}</p>
      <ul className="mt-8 flex flex-col items-center gap-3 font-semibold sm:flex-row sm:justify-center">
        <li>
          <Link to="/" className="inline-flex h-11 items-center rounded-md bg-brand px-5 text-white">
            {m.shell_error_home()}
          </Link>
        </li>
        <li>
          <Link
            to="/products"
            className="inline-flex h-11 items-center rounded-md border-2 border-brand px-5"
          >
            {m.shell_not_found_browse()}
          </Link>
        </li>
        <li>
          <Link to="/help" className="inline-flex h-11 items-center rounded-md border-2 border-brand px-5">
            {m.shell_error_help()}
          </Link>
        </li>
      </ul>
    </main>
  );
}
