import { data, redirect } from "react-router";
import { z } from "zod";
import type { ToastMessage } from "~/app/hooks/use-toast";
import { readCookie } from "./location-cookie.server";

export const TOAST_COOKIE = "mandi_toast";

// The cookie only carries a message the visitor's own browser shows back as text, so it is not signed;
// it is validated and size-limited on the way in instead.
const ToastSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(["default", "destructive"]).optional(),
});

export interface ServerToast extends ToastMessage {
  /** Unique per read, so the client shows a repeated message again. */
  id: string;
}

export function toastCookieHeader(toast: ToastMessage): string {
  const value = Buffer.from(JSON.stringify(ToastSchema.parse(toast))).toString("base64url");
  return `${TOAST_COOKIE}=${value}; Path=/; Max-Age=60; SameSite=Lax; HttpOnly`;
}

export function clearToastCookieHeader(): string {
  return `${TOAST_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly`;
}

/** The pending toast, if any, and the header that clears it: a toast is shown exactly once. */
export function readToast(request: Request): { toast: ServerToast | null; headers: Headers } {
  const headers = new Headers();
  const raw = readCookie(request, TOAST_COOKIE);
  if (raw === undefined) return { toast: null, headers };
  headers.append("Set-Cookie", clearToastCookieHeader());
  try {
    const parsed = ToastSchema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    if (!parsed.success) return { toast: null, headers };
    return { toast: { ...parsed.data, id: crypto.randomUUID() }, headers };
  } catch {
    return { toast: null, headers };
  }
}

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
