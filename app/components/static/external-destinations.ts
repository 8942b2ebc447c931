import type { ExternalLinks } from "~/domain/shared/services";

export interface Destination {
  label: string;
  url: string;
}

const SOCIAL: Record<string, { label: string; link: keyof ExternalLinks }> = {
  facebook: { label: "Facebook", link: "facebook" },
  twitter: { label: "Twitter", link: "twitter" },
  youtube: { label: "YouTube", link: "youtube" },
  instagram: { label: "Instagram", link: "instagram" },
  whatsapp: { label: "WhatsApp", link: "whatsapp" },
};

const APP_STORES: Record<string, { label: string; link: keyof ExternalLinks }> = {
  "app-store": { label: "App Store", link: "appStore" },
  "google-play": { label: "Google Play", link: "googlePlay" },
};

/** The configured page of a social network (/social/:network), or undefined for an unknown one. */
export function socialDestination(network: string, links: ExternalLinks): Destination | undefined {
  const entry = Object.hasOwn(SOCIAL, network) ? SOCIAL[network] : undefined;
  return entry && { label: entry.label, url: links[entry.link] };
}

/** The configured app-store page (/app/:store), or undefined for an unknown store. */
export function appStoreDestination(store: string, links: ExternalLinks): Destination | undefined {
  const entry = Object.hasOwn(APP_STORES, store) ? APP_STORES[store] : undefined;
  return entry && { label: entry.label, url: links[entry.link] };
}

export const REDIRECT_DELAY_SECONDS = 2;

/**
 * `<meta http-equiv="refresh">` for browsers without JavaScript, as the inner HTML of a <noscript>: with
 * JavaScript on, the page redirects by script instead, and no timed refresh sits in the document (axe and WCAG
 * 2.2.1 flag one, because assistive technology cannot pause it).
 */
export function noscriptRefreshHtml(destination: Destination): string {
  const url = destination.url.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return `<meta http-equiv="refresh" content="${REDIRECT_DELAY_SECONDS};url=${url}">`;
}
