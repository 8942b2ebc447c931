import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { currentLocale, LANGUAGE_NAMES } from "~/app/i18n/locale";
import { m } from "~/i18n/paraglide/messages";

/**
 * English ⇄ हिन्दी. A plain form (no script needed, and the answer is a new document drawn in the new language,
 * so nothing on the page keeps the old one): app/routes/language.tsx keeps the choice and comes back to this page.
 * The footer is drawn once and kept as it is while the visitor moves on (footer-island.tsx), so its switch names
 * no page (`namesPage={false}`): the server goes back to the page the form was posted from. The phone menu draws
 * it as one of its rows (`buttonClassName`, `icon`).
 */
export function LanguageSwitch({
  className,
  namesPage = true,
  buttonClassName = "cursor-pointer px-2 font-bold underline-offset-4 hover:underline max-md:min-h-11",
  icon,
}: {
  className?: string;
  namesPage?: boolean;
  buttonClassName?: string;
  icon?: ReactNode;
}) {
  const other = currentLocale() === "hi" ? "en" : "hi";
  return (
    <form method="post" action="/language" className={className}>
      <input type="hidden" name="locale" value={other} />
      {namesPage ? <ThisPage /> : null}
      <button
        type="submit"
        lang={other === "hi" ? "hi-IN" : "en-IN"}
        aria-label={`${m.shell_language_switch()}: ${LANGUAGE_NAMES[other]}`}
        className={buttonClassName}
      >
        {icon}
        {LANGUAGE_NAMES[other]}
      </button>
    </form>
  );
}

function ThisPage() {
  const { pathname, search } = useLocation();
  return <input type="hidden" name="redirectTo" value={pathname + search} />;
}
