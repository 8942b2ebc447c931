import { lazy, type MouseEvent, Suspense } from "react";
import { useNavigate } from "react-router";
import type { CityView } from "~/domain/geo/geo-views";

// The server draws it synchronously (a streamed part would need a script to show); the client loads it only when
// it has no drawn copy.
const ServerFooter = import.meta.env.SSR ? (await import("./site-footer")).SiteFooter : null;
const ClientFooter = lazy(() => import("./site-footer").then((m) => ({ default: m.SiteFooter })));

const ID = "site-footer";
/** The footer as the server drew it, read back from the page once: it never changes within a visit. */
let drawn: string | undefined;

/**
 * The footer is links and text that never change once drawn, so its code is not part of every page's first load
 * (it was 0.9 KB of the 120 KB budget, decision 009). The server renders it; once the scripts run, React keeps
 * that markup as it is, and a click on one of its links navigates inside the app as a <Link> would. A layout
 * mounted later by a navigation from a page without the layout (/sell, /login) draws the footer from its own
 * chunk instead.
 */
export function FooterIsland({ cities }: { cities: readonly CityView[] }) {
  const navigate = useNavigate();
  if (ServerFooter) {
    return (
      <div id={ID}>
        <ServerFooter cities={cities} />
      </div>
    );
  }
  drawn ??= document.getElementById(ID)?.innerHTML;
  if (drawn === undefined) {
    return (
      <Suspense fallback={null}>
        <ClientFooter cities={cities} />
      </Suspense>
    );
  }

  function followLink(event: MouseEvent<HTMLDivElement>) {
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (!link || link.origin !== window.location.origin || link.target) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(link.pathname + link.search + link.hash);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: catches clicks bubbling from the footer's own links
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires the same click, so keyboards are covered
    <div
      id={ID}
      onClick={followLink}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup the server itself rendered, read back from the page
      dangerouslySetInnerHTML={{ __html: drawn }}
    />
  );
}
