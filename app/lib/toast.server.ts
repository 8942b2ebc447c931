import { data, redirect } from "react-router";
import { toastCookieHeader } from "~/web/toast-cookie.server";
import type { ToastMessage } from "~/web/toast-message";

function withToastCookie(init: number | ResponseInit | undefined, toast: ToastMessage): ResponseInit {
  const responseInit = typeof init === "number" ? { status: init } : (init ?? {});
  const headers = new Headers(responseInit.headers);
  headers.append("Set-Cookie", toastCookieHeader(toast));
  return { ...responseInit, headers };
}

/** Redirects and shows the toast on the next page, with or without JavaScript. */
export function redirectWithToast(url: string, toast: ToastMessage, init?: number | ResponseInit) {
  return redirect(url, withToastCookie(init ?? 302, toast));
}

/**
 * Returns data and queues the toast for the root loader's next run (after any action or fetcher submission).
 * A plain form post without JavaScript renders before the cookie is read: prefer redirectWithToast there.
 */
export function dataWithToast<T>(value: T, toast: ToastMessage, init?: number | ResponseInit) {
  return data(value, withToastCookie(init, toast));
}
