import { type MouseEvent, type ReactNode, Suspense } from "react";
import { useNavigate } from "react-router";

/** Each island's markup as the server drew it, read back from the page once: it never changes within a visit. */
const drawnById = new Map<string, string>();

/**
 * A part of the page that is links and text which never change once drawn (the footer, the home page's category
 * grid and app promotion), so its code is not part of any page's first load (the 120 KB budget, decision 009).
 * The server renders `server` (the caller imports its component only when `import.meta.env.SSR`); once the scripts
 * run, React keeps that markup as it is, and a click on one of its links navigates inside the app as a <Link>
 * would. Mounted later by a navigation, with no drawn copy on the page, it draws `client` (a lazily loaded
 * component) instead.
 */
export function ServerIsland({
  id,
  server,
  client,
  className,
}: {
  id: string;
  server: ReactNode;
  client: ReactNode;
  className?: string;
}) {
  const navigate = useNavigate();
  if (import.meta.env.SSR) {
    return (
      <div id={id} className={className}>
        {server}
      </div>
    );
  }
  let drawn = drawnById.get(id);
  if (drawn === undefined) {
    drawn = document.getElementById(id)?.innerHTML;
    if (drawn !== undefined) drawnById.set(id, drawn);
  }
  if (drawn === undefined) {
    return (
      <div id={id} className={className}>
        <Suspense fallback={null}>{client}</Suspense>
      </div>
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
    // biome-ignore lint/a11y/noStaticElementInteractions: catches clicks bubbling from the island's own links
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires the same click, so keyboards are covered
    <div
      id={id}
      className={className}
      onClick={followLink}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup the server itself rendered, read back from the page
      dangerouslySetInnerHTML={{ __html: drawn }}
    />
  );
}
