import { type ReactNode, useEffect } from "react";
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { Toaster } from "~/app/components/ui/toaster";
import { pageMeta } from "~/app/lib/meta";
import { getUser } from "~/app/lib/session.server";
import { listCategories } from "~/domain/catalog/list-categories.server";
import { countUnread } from "~/domain/chat/count-unread.server";
import { listPopularCities } from "~/domain/geo/list-popular-cities.server";
import { readMemberLocation } from "~/domain/geo/read-member-location.server";
import { isAdmin } from "~/domain/moderation/is-admin";
import { type LocationState, locationCookieHeader, readLocation } from "~/web/location-cookie.server";
import { readToast } from "~/web/toast-cookie.server";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

/**
 * The one stylesheet, with a React precedence: React then writes it at the top of <head>, before the scripts'
 * modulepreloads, so the browser asks for the only render-blocking file first (on HTTP/1.1 the requests wait for
 * one of six connections in document order).
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "high" },
  { rel: "icon", href: "/favicon.ico", sizes: "any" },
];

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
  // The header's Messages and Notifications badges; kept live after hydration (app/lib/live-counts.ts).
  const counts = user ? await countUnread(context.services, { userId: user.id }) : null;
  const headerUser = user ? { ...user, isAdmin: isAdmin(context.services, user) } : null;
  const { toast, headers } = readToast(request);
  const { location, locationSet } = await memberLocation(request, context, user?.id, headers);
  return data(
    { categories, popularCities, location, locationSet, toast, user: headerUser, counts },
    { headers },
  );
}

/**
 * The location cookie, or for a signed-in member without one (a new device) the location kept on their profile,
 * which then becomes this device's cookie too.
 */
async function memberLocation(
  request: Request,
  context: Route.LoaderArgs["context"],
  userId: string | undefined,
  headers: Headers,
): Promise<LocationState> {
  const state = readLocation(request);
  if (state.locationSet || !userId) return state;
  const saved = await readMemberLocation(context.services, { userId });
  if (!saved) return state;
  headers.append("Set-Cookie", await locationCookieHeader(saved));
  return { location: saved, locationSet: true };
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
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Tests (and curious people) can tell when the scripts have taken over the server-rendered page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
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
