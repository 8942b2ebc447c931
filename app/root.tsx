import { type ReactNode, useContext, useState } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  useMatches,
} from "react-router";
import { Toaster } from "~/app/components/ui/toaster";
import { readLocation } from "~/app/lib/location-cookie.server";
import { pageMeta } from "~/app/lib/meta";
import { getUser } from "~/app/lib/session.server";
import { readToast } from "~/app/lib/toast.server";
import { listCategories } from "~/domain/catalog/list-categories.server";
import { listPopularCities } from "~/domain/geo/list-popular-cities.server";
import type { Route } from "./+types/root";
import "./app.css";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.ico", sizes: "any" }];

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Mandi",
    "Mandi is India's marketplace to buy and sell near you: cars, bikes, mobiles, electronics, furniture, jobs, properties and services.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const [categories, popularCities, user] = await Promise.all([
    listCategories(context.services),
    listPopularCities(context.services),
    getUser(request, context),
  ]);
  const { location, locationSet } = readLocation(request);
  const { toast, headers } = readToast(request);
  return data({ categories, popularCities, location, locationSet, toast, user }, { headers });
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#002f34" />
        <Meta />
        <Links />
        <LowPriorityModulePreloads />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The first page's JavaScript, preloaded at low priority from the <head>: the server HTML is the page, so its
 * stylesheet and first photos go before the code that hydrates it (on a slow connection they share the line).
 * React Router's own modulepreload links at the end of <body> then find these fetches under way. The list is taken
 * once, from the modules of the page the visit started on.
 */
function LowPriorityModulePreloads() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const [hrefs] = useState(() => {
    const manifest = framework?.manifest;
    if (!manifest) return [];
    const list = [manifest.entry.module, ...manifest.entry.imports];
    for (const match of matches) {
      const route = manifest.routes[match.id];
      if (route) list.push(route.module, ...(route.imports ?? []));
    }
    return [...new Set(list)];
  });
  return hrefs.map((href) => <link key={href} rel="modulepreload" href={href} fetchPriority="low" />);
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Outlet />
      <Toaster serverToast={loaderData.toast} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <title>{notFound ? "Page not found | Mandi" : "Something went wrong | Mandi"}</title>
      <p className="text-5xl font-extrabold text-slate-500">{status}</p>
      <h1 className="mt-2 text-2xl font-bold">{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p className="mt-2 text-slate-700">
        {notFound ? "We couldn't find that page." : "Something went wrong on our side. Please try again."}
      </p>
      <p className="mt-6 flex flex-wrap justify-center gap-4 font-semibold">
        <a className="underline" href="/">
          Go to Homepage
        </a>
        <a className="underline" href="/help">
          Help center
        </a>
      </p>
    </main>
  );
}
