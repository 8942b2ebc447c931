import { data, redirect, redirectDocument } from "react-router";
import { toastCookieHeader } from "~/web/toast-cookie.server";
import type { ToastMessage } from "~/web/toast-message";

function withToastCookie(init: number | ResponseInit | undefined, toast: ToastMessage): ResponseInit {
  const responseInit = typeof init === "number" ? { status: init } : (init ?? {});
  const headers = new Headers(responseInit.headers);
  headers.append("Set-Cookie", toastCookieHeader(toast));
  return { ...responseInit, headers };
}

/**
 * A redirect the browser follows whether the place is a page or a server endpoint: a path under /api/ (an e-mail
 * link's endpoint someone logged in to open, decision 025) is no page of the app's router, so a browser running the
 * scripts loads it as a document instead of looking for a route.
 */
export function redirectAnywhere(url: string, init?: number | ResponseInit) {
  return url.startsWith("/api/") ? redirectDocument(url, init) : redirect(url, init);
}

/** Redirects and shows the toast on the next page, with or without JavaScript. */
export function redirectWithToast(url: string, toast: ToastMessage, init?: number | ResponseInit) {
  return redirectAnywhere(url, withToastCookie(init ?? 302, toast));
}

/**
 * Returns data and queues the toast for the root loader's next run (after any action or fetcher submission).
 * A plain form post without JavaScript renders before the cookie is read: prefer redirectWithToast there.
 */
export function dataWithToast<T>(value: T, toast: ToastMessage, init?: number | ResponseInit) {
  return data(value, withToastCookie(init, toast));
}
