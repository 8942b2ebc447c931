import { lazy, Suspense, useEffect, useState } from "react";

/** Spec: the prompt appears 1 second after load when no location has been set. */
export const LOCATION_PROMPT_DELAY_MS = 1000;

const LocationPromptDialog = lazy(() => import("./location-prompt-dialog"));

/**
 * Asks a visitor without a location where they are, a second after the home page loads. The dialog's code and words
 * are fetched when it is due, not with the page (the home page's first-load budget, decision 009).
 */
export function LocationPrompt({ locationSet }: { locationSet: boolean }) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (locationSet) return;
    const timer = window.setTimeout(() => setDue(true), LOCATION_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [locationSet]);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <LocationPromptDialog locationSet={locationSet} />
    </Suspense>
  );
}
