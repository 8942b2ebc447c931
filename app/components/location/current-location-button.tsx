import { LocateFixed } from "lucide-react";
import { useHydrated } from "~/app/hooks/use-hydrated";
import { m } from "~/i18n/paraglide/messages";
import { useDetectLocation } from "./use-detect-location";

const buttonClass =
  "flex w-full items-center gap-3 rounded-lg border-2 border-brand bg-white px-4 py-3 text-left font-semibold hover:bg-surface disabled:opacity-70 sm:w-auto";

/**
 * Needs the browser's geolocation, so it exists only once the page's script runs; until then the city search and
 * the city lists below do the same job, and an empty box holds its place so nothing moves when it arrives.
 */
export function CurrentLocationButton() {
  const hydrated = useHydrated();
  const { detect, detecting } = useDetectLocation();
  const label = (
    <>
      <LocateFixed aria-hidden="true" className="size-5 shrink-0" />
      {detecting ? m.browse_location_detecting() : m.browse_location_use_current()}
    </>
  );
  if (!hydrated) {
    return (
      <span aria-hidden="true" className={`${buttonClass} invisible`}>
        {label}
      </span>
    );
  }
  return (
    <button type="button" onClick={detect} disabled={detecting} className={buttonClass}>
      {label}
    </button>
  );
}
