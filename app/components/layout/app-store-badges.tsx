import { Link } from "react-router";

// Our own badges, drawn inline: no remote images, and sized so they never shift the layout.
export function AppStoreBadges() {
  return (
    <div className="flex flex-wrap gap-3">
      <Link to="/app/app-store" aria-label="Download on the App Store" className="inline-block rounded-lg">
        <svg width="135" height="40" viewBox="0 0 135 40" aria-hidden="true" focusable="false">
          <rect width="135" height="40" rx="7" fill="#000" />
          <path
            fill="#fff"
            d="M24.6 20.9c0-2.6 2.1-3.9 2.2-4-1.2-1.8-3.1-2-3.8-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8s2 .8 3.4.8c1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.6-1-2.6-4zM22.1 13.3c.7-.9 1.2-2 1-3.2-1 0-2.3.7-3 1.6-.7.8-1.3 2-1.1 3.1 1.1.1 2.3-.6 3.1-1.5z"
          />
          <text x="36" y="16" fill="#fff" fontSize="8" fontFamily="system-ui, sans-serif">
            Download on the
          </text>
          <text x="36" y="31" fill="#fff" fontSize="15" fontWeight="600" fontFamily="system-ui, sans-serif">
            App Store
          </text>
        </svg>
      </Link>
      <Link to="/app/google-play" aria-label="Get it on Google Play" className="inline-block rounded-lg">
        <svg width="135" height="40" viewBox="0 0 135 40" aria-hidden="true" focusable="false">
          <rect width="135" height="40" rx="7" fill="#000" />
          <path fill="#00d7fe" d="M10 8.5v23l11.6-11.5z" />
          <path fill="#ffce00" d="M25.5 16.1 21.6 20l3.9 3.9 4.6-2.6c1.3-.7 1.3-1.9 0-2.6z" />
          <path fill="#ff3a44" d="M10 31.5c.4.4 1 .4 1.7 0l13.8-7.6-3.9-3.9z" />
          <path fill="#32bb6f" d="M10 8.5 21.6 20l3.9-3.9-13.8-7.6c-.7-.4-1.3-.4-1.7 0z" />
          <text x="36" y="16" fill="#fff" fontSize="8" fontFamily="system-ui, sans-serif">
            GET IT ON
          </text>
          <text x="36" y="31" fill="#fff" fontSize="15" fontWeight="600" fontFamily="system-ui, sans-serif">
            Google Play
          </text>
        </svg>
      </Link>
    </div>
  );
}
