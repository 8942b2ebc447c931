import { data, Link } from "react-router";
import { pageMeta } from "~/app/lib/meta";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Page not found",
    "The page you are looking for is not on Mandi, India's marketplace to buy and sell near you.",
  );

export function loader() {
  return data(null, { status: 404 });
}

export default function Page() {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-6xl font-extrabold text-slate-500" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
      <p className="mt-3 text-slate-700">
        The page you are looking for does not exist or has moved. These might help:
      </p>
      <ul className="mt-8 flex flex-col items-center gap-3 font-semibold sm:flex-row sm:justify-center">
        <li>
          <Link to="/" className="inline-flex h-11 items-center rounded-md bg-brand px-5 text-white">
            Go to Homepage
          </Link>
        </li>
        <li>
          <Link
            to="/products"
            className="inline-flex h-11 items-center rounded-md border-2 border-brand px-5"
          >
            Browse all products
          </Link>
        </li>
        <li>
          <Link to="/help" className="inline-flex h-11 items-center rounded-md border-2 border-brand px-5">
            Help center
          </Link>
        </li>
      </ul>
    </main>
  );
}
