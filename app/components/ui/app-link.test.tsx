import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Link,
  type LinkProps,
  StaticRouterProvider,
} from "react-router";
import { describe, expect, it } from "vitest";
import { ServerLink } from "./app-link";

/** Renders links as the server renders a page: a static data router at `url`. */
async function render(url: string, links: ReactNode) {
  const routes = [{ path: "*", element: <>{links}</> }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

const cases: LinkProps[] = [
  { to: "/product/957157", prefetch: "intent", className: "after:absolute", children: "Honda City" },
  {
    to: "/login?redirectTo=%2Fproducts%3Fq%3Dhonda%2Bcity",
    "aria-label": "Save to favorites",
    children: "♥",
  },
  { to: "/products?filters=open#categories", children: "ALL CATEGORIES" },
  { to: "/products/mobiles/accessories?q=फ़ोन&page=2", children: "Next" },
  { to: "/help", target: "_blank", reloadDocument: true, children: "Help" },
  { to: "/sell", discover: "none", replace: true, state: { from: "header" }, children: "Sell" },
  // Left to <Link> itself: an object, a relative path, a path with dot segments, another site.
  { to: { pathname: "/products", search: "?q=sofa" }, children: "Sofas" },
  { to: "edit", children: "Edit" },
  { to: "/products/../about", children: "About" },
  { to: "//example.com/x", children: "Elsewhere" },
];

describe("AppLink on the server", () => {
  it("draws exactly what React Router's <Link> draws there, for every kind of address", async () => {
    for (const props of cases) {
      const theirs = await render("/products/cars?q=swift", <Link {...props} />);
      const ours = await render("/products/cars?q=swift", <ServerLink {...props} />);
      expect(ours).toBe(theirs);
      expect(ours).toContain("<a ");
    }
  });
});
