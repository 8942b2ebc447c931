import type { ReactNode } from "react";
import { Link } from "react-router";

// Our own drawings (no third-party artwork or remote images): a store glyph and two lines of text.

function Badge({ glyph, small, large }: { glyph: ReactNode; small: string; large: string }) {
  return (
    <svg viewBox="0 0 150 44" width="150" height="44" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="149" height="43" rx="8" fill="#000" stroke="#a6a6a6" />
      {glyph}
      <text x="46" y="17" fill="#fff" fontSize="8.5" fontFamily="system-ui, sans-serif">
        {small}
      </text>
      <text x="46" y="33" fill="#fff" fontSize="15" fontWeight="600" fontFamily="system-ui, sans-serif">
        {large}
      </text>
    </svg>
  );
}

const appleGlyph = (
  <g fill="#fff">
    <path d="M28.4 23.3c0-3 2.5-4.5 2.6-4.6-1.4-2.1-3.6-2.3-4.4-2.4-1.9-.2-3.6 1.1-4.6 1.1-.9 0-2.4-1.1-3.9-1-2 0-3.9 1.2-4.9 3-2.1 3.7-.5 9.1 1.5 12.1 1 1.5 2.2 3.1 3.8 3 1.5-.1 2.1-1 3.9-1s2.4 1 3.9 1c1.6 0 2.7-1.5 3.7-2.9 1.2-1.7 1.6-3.3 1.7-3.4-.1-.1-3.3-1.3-3.3-4.9z" />
    <path d="M25.4 14.3c.8-1 1.4-2.4 1.2-3.8-1.2.1-2.7.8-3.5 1.8-.8.9-1.5 2.3-1.3 3.7 1.4.1 2.7-.7 3.6-1.7z" />
  </g>
);

const playGlyph = (
  <g>
    <path d="M13 9.5v25c0 .6.6 1 1.1.7L27 22.6 14.1 8.8c-.5-.3-1.1.1-1.1.7z" fill="#23e5db" />
    <path d="M27 22.6l4.6-4.6-15.9-9c-.5-.3-1 .1-1.6-.2z" fill="#34a853" />
    <path d="M27 22.6l4.6 4.6-15.9 9c-.5.3-1-.1-1.6.2z" fill="#ea4335" />
    <path d="M31.6 18l5.2 3c.9.5.9 1.8 0 2.3l-5.2 3.9-4.6-4.6z" fill="#ffce32" />
  </g>
);

export function AppBadges() {
  return (
    <div className="flex flex-wrap gap-3">
      <Link
        to="/app/app-store"
        aria-label="Download on the App Store"
        className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <Badge glyph={appleGlyph} small="Download on the" large="App Store" />
      </Link>
      <Link
        to="/app/google-play"
        aria-label="Get it on Google Play"
        className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <Badge glyph={playGlyph} small="GET IT ON" large="Google Play" />
      </Link>
    </div>
  );
}
