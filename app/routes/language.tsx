import { redirect } from "react-router";
import { getUser, safeRedirectPath } from "~/app/lib/session.server";
import { saveMemberLocale } from "~/domain/accounts/member-locale.server";
import { isLocale } from "~/i18n/locales";
import { localeCookieHeader } from "~/web/locale-cookie.server";
import type { Route } from "./+types/language";

/** The language switch of the header and footer posts here; there is no page. */
export function loader() {
  return redirect("/");
}

/**
 * Keeps the chosen language on this device (a cookie) and, for a signed-in member, on their profile (their other
 * devices and their e-mails follow it), then goes back to the page the switch was on — a new document, drawn in
 * the new language.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const back = safeRedirectPath(
    form.get("redirectTo") ?? refererPath(request, context.services.settings.publicUrl),
  );
  const locale = form.get("locale");
  if (!isLocale(locale)) return redirect(back, 303);
  const user = await getUser(request, context);
  if (user) await saveMemberLocale(context.services, { userId: user.id, locale });
  const secure = context.services.settings.publicUrl.startsWith("https://");
  return redirect(back, { status: 303, headers: { "Set-Cookie": localeCookieHeader(locale, secure) } });
}

/** The same-site page the form was posted from (the footer's switch names none), for coming back to it. */
function refererPath(request: Request, publicUrl: string): string | null {
  const referer = request.headers.get("Referer");
  if (!referer) return null;
  try {
    const from = new URL(referer);
    const ours = [new URL(request.url).origin, new URL(publicUrl).origin];
    return ours.includes(from.origin) ? from.pathname + from.search : null;
  } catch {
    return null;
  }
}
