import { lazy } from "react";
import { ServerIsland } from "~/app/components/ui/server-island";
import type { CityView } from "~/domain/geo/geo-views";

// The server draws it synchronously (a streamed part would need a script to show); the client loads it only when
// it has no drawn copy.
const ServerFooter = import.meta.env.SSR ? (await import("./site-footer")).SiteFooter : null;
const ClientFooter = lazy(() => import("./site-footer").then((m) => ({ default: m.SiteFooter })));

/**
 * The footer is links and text that never change once drawn, so its code is not part of every page's first load
 * (it was 0.9 KB of the 120 KB budget, decision 009): see ServerIsland. A layout mounted later by a navigation from
 * a page without the layout (/sell, /login) draws the footer from its own chunk instead.
 */
export function FooterIsland({ cities }: { cities: readonly CityView[] }) {
  return (
    <ServerIsland
      id="site-footer"
      server={ServerFooter ? <ServerFooter cities={cities} /> : null}
      client={<ClientFooter cities={cities} />}
    />
  );
}
