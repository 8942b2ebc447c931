import { LocateFixed } from "lucide-react";
import { useHydrated } from "~/app/hooks/use-hydrated";
import { useDetectLocation } from "./use-detect-location";

/** Needs the browser's geolocation, so it is enabled once the page's script runs. */
export function CurrentLocationButton() {
  const hydrated = useHydrated();
  const { detect, detecting } = useDetectLocation();
  return (
    <button
      type="button"
      onClick={detect}
      disabled={!hydrated || detecting}
      className="flex w-full items-center gap-3 rounded-lg border-2 border-brand bg-white px-4 py-3 text-left font-semibold hover:bg-surface disabled:opacity-70 sm:w-auto"
    >
      <LocateFixed aria-hidden="true" className="size-5 shrink-0" />
      {detecting ? "Detecting..." : "Use my current location"}
    </button>
  );
}
