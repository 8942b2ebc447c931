import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { bottomBarWords } from "~/app/components/layout/bottom-bar-words.server";
import { Toaster } from "~/app/components/ui/toaster";
import { currentLocale, intlLocale } from "~/app/i18n/locale";
import { pageMeta } from "~/app/lib/meta";
import { getUser } from "~/app/lib/session.server";
import { startServiceWorker } from "~/app/lib/start-service-worker";
import { listCategoryLinks } from "~/domain/catalog/list-categories.server";
import { countUnread } from "~/domain/chat/count-unread.server";
import { listPopularCities } from "~/domain/geo/list-popular-cities.server";
import { readMemberLocation } from "~/domain/geo/read-member-location.server";
import { isAdmin } from "~/domain/moderation/is-admin";
import { m } from "~/i18n/paraglide/messages";
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
  // Installable (docs/decisions/021-pwa.md): the web app manifest and the home-screen icon for iOS.
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

// The description comes with the data: its words in two languages need not ship with every page's scripts.
export const meta: Route.MetaFunction = ({ data }) => pageMeta("Mandi", data?.description ?? "");

export async function loader({ request, context }: Route.LoaderArgs) {
  const [categories, popularCities, user] = await Promise.all([
    // Names and links only: the whole tree (subcategories, placeholders) is 20 KB of every page's data.
    listCategoryLinks(context.services),
    listPopularCities(context.services),
    getUser(request, context),
  ]);
  // The header's Messages and Notifications badges; kept live after hydration (app/lib/live-counts.ts).
  const counts = user ? await countUnread(context.services, { userId: user.id }) : null;
  const headerUser = user ? { ...user, isAdmin: isAdmin(context.services, user) } : null;
  const { toast, headers } = readToast(request);
  const { location, locationSet } = await memberLocation(request, context, user?.id, headers);
  return data(
    {
      categories,
      popularCities,
      location,
      locationSet,
      toast,
      user: headerUser,
      counts,
      description: m.shell_meta_description(),
      bottomBar: bottomBarWords(),
    },
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
    <html lang={intlLocale(currentLocale())}>
      <head>
        <meta charSet="utf-8" />
        {/* viewport-fit=cover: the phone's bottom bar keeps clear of the home indicator by the safe-area inset. */}
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
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
    if (import.meta.env.PROD) startServiceWorker();
  }, []);
  return (
    <>
      <Outlet />
      <Toaster serverToast={loaderData.toast} />
    </>
  );
}

// The error page: drawn by the server at once (a synchronous import), its code and words fetched by the browser only
// when a page fails (app/components/layout/error-page.tsx); until then the server's markup stays as drawn.
const ServerErrorPage = import.meta.env.SSR
  ? (await import("~/app/components/layout/error-page")).ErrorPage
  : null;
const ErrorPage =
  ServerErrorPage ??
  lazy(() => import("~/app/components/layout/error-page").then((m) => ({ default: m.ErrorPage })));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Suspense fallback={null}>
      <ErrorPage error={error} />
    </Suspense>
  );
}
