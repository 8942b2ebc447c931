import { ExternalLink, Loader2 } from "lucide-react";
import { useEffect } from "react";
import { m } from "~/i18n/paraglide/messages";
import { type Destination, noscriptRefreshHtml, REDIRECT_DELAY_SECONDS } from "./external-destinations";

/** "Redirecting to …" with a link for anyone whose browser does not follow the automatic redirect. */
export function RedirectNotice({ destination }: { destination: Destination }) {
  useEffect(() => {
    const timer = window.setTimeout(
      () => window.location.replace(destination.url),
      REDIRECT_DELAY_SECONDS * 1000,
    );
    return () => window.clearTimeout(timer);
  }, [destination.url]);
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <Loader2 aria-hidden="true" className="size-12 animate-spin text-brand motion-reduce:animate-none" />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a <noscript> needs raw HTML; the URL is Mandi's own configuration, escaped */}
      <noscript dangerouslySetInnerHTML={{ __html: noscriptRefreshHtml(destination) }} />
      <h1 className="mt-6 text-2xl font-bold">{m.static_redirect_title({ label: destination.label })}</h1>
      <p role="status" className="mt-2 text-gray-700">
        {m.static_redirect_text()}
      </p>
      <a
        href={destination.url}
        rel="noopener"
        className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-md bg-brand px-6 py-2 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {m.static_redirect_continue({ label: destination.label })}
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
    </main>
  );
}
