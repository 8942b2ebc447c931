import type { ReactNode } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from "react-router";
import { listCategories } from "~/domain/catalog/list-categories.server";
import type { Route } from "./+types/root";
import "./app.css";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.ico", sizes: "any" }];

export async function loader({ context }: Route.LoaderArgs) {
  const categories = await listCategories(context.services);
  return data({ categories });
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

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 404 ? "We couldn't find that page." : "Something went wrong on our side. Please try again.";
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <title>{status === 404 ? "Page not found | Mandi" : "Error | Mandi"}</title>
      <h1 className="text-2xl font-bold">{status === 404 ? "Page not found" : "Something went wrong"}</h1>
      <p className="mt-2">{message}</p>
      <a className="mt-4 inline-block font-semibold underline" href="/">
        Go to Homepage
      </a>
    </main>
  );
}
