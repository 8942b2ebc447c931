import { z } from "zod";
import { readCookie } from "./cookies.server";
import type { ToastMessage } from "./toast-message";

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
