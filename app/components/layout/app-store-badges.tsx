import { Link } from "react-router";
import badgesUrl from "~/app/components/ui/app-badges.svg?no-inline";
import { m } from "~/i18n/paraglide/messages";

// Our own badges (ui/app-badges.svg): no remote images or JavaScript, and sized so they never shift the layout.
function Badge({ symbol }: { symbol: string }) {
  return (
    <svg width="135" height="40" viewBox="0 0 135 40" aria-hidden="true" focusable="false">
      <use href={`${badgesUrl}#${symbol}`} />
    </svg>
  );
}

export function AppStoreBadges() {
  return (
    <div className="flex flex-wrap gap-3">
      <Link to="/app/app-store" aria-label={m.shell_app_store()} className="tap rounded-lg">
        <Badge symbol="app-store" />
      </Link>
      <Link to="/app/google-play" aria-label={m.shell_google_play()} className="tap rounded-lg">
        <Badge symbol="google-play" />
      </Link>
    </div>
  );
}
