import { Link, type LinkProps } from "react-router";

/**
 * React Router's `<Link>` for an address within Mandi ("/product/12", "/products?q=sofa#categories").
 *
 * In the browser it is `<Link>` itself. On the server it draws the same `<a href … data-discover="true">` that
 * `<Link>` draws there, without `<Link>`'s hooks: each one resolves its path against the route tree and sets up
 * its click and prefetch handlers, none of which the server uses, and a results page has ~130 links (a tenth of
 * what rendering it allocated). Hydration finds the same element and `<Link>` takes it over. Anything else (an
 * object, a relative path) is left to `<Link>` on both sides.
 *
 * It is used where a page draws many links: the layout, the listing cards, the category lists, the pagination.
 * `<Link>` elsewhere is just as right, only slower to draw on the server.
 */
export function ServerLink(props: LinkProps) {
  const {
    to,
    discover = "render",
    prefetch: _prefetch,
    relative: _relative,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    target,
    ...rest
  } = props;
  if (
    typeof to !== "string" ||
    !to.startsWith("/") ||
    to.startsWith("//") ||
    /(^|\/)\.\.?(\/|$|[?#])/.test(to)
  ) {
    return <Link {...props} />;
  }
  return <a {...rest} href={to} target={target} data-discover={discover === "render" ? "true" : undefined} />;
}

// The browser's bundle takes app-link.browser.ts instead (vite.config.ts): `<Link>` itself. `vite dev` gives both
// sides that file (its alias is not per environment), so only the production server and the tests run this one.
export const AppLink: (props: LinkProps) => React.ReactNode = import.meta.env.SSR ? ServerLink : Link;
