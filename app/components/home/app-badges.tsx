import { Link } from "react-router";
import badgesUrl from "~/app/components/ui/app-badges.svg?no-inline";
import { m } from "~/i18n/paraglide/messages";

// Our own drawings (no third-party artwork or remote images): a store glyph and two lines of text, kept in a
// static SVG file (ui/app-badges.svg) so they cost no JavaScript.
const linkClass =
  "rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

function Badge({ symbol }: { symbol: string }) {
  return (
    <svg viewBox="0 0 150 44" width="150" height="44" aria-hidden="true" focusable="false">
      <use href={`${badgesUrl}#${symbol}`} />
    </svg>
  );
}

export function AppBadges() {
  return (
    <div className="flex flex-wrap gap-3">
      <Link to="/app/app-store" aria-label={m.shell_app_store()} className={linkClass}>
        <Badge symbol="app-store-large" />
      </Link>
      <Link to="/app/google-play" aria-label={m.shell_google_play()} className={linkClass}>
        <Badge symbol="google-play-large" />
      </Link>
    </div>
  );
}
