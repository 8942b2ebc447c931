import * as Dialog from "@radix-ui/react-dialog";
import { MapPin } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { useDetectLocation } from "./use-detect-location";

/** Spec: the prompt appears 1 second after load when no location has been set. */
export const LOCATION_PROMPT_DELAY_MS = 1000;

export function LocationPrompt({ locationSet }: { locationSet: boolean }) {
  const [open, setOpen] = useState(false);
  const { detect, detecting } = useDetectLocation();
  const fallback = useFetcher();

  useEffect(() => {
    if (locationSet) {
      setOpen(false);
      return;
    }
    const timer = window.setTimeout(() => setOpen(true), LOCATION_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [locationSet]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 text-center shadow-xl focus:outline-none">
          <MapPin aria-hidden="true" className="mx-auto size-10 text-brand" />
          <Dialog.Title className="mt-3 text-xl font-bold">Enhance Your Experience</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            To show you relevant ads and listings, we need to know your location.
          </Dialog.Description>
          <div className="mt-6 flex flex-col gap-3">
            <button
              type="button"
              onClick={detect}
              disabled={detecting}
              className="rounded-md bg-brand px-4 py-2.5 font-semibold text-white hover:bg-brand/90 disabled:opacity-70"
            >
              {detecting ? "Detecting..." : "Allow Location Access"}
            </button>
            <Link
              to="/location"
              onClick={() => setOpen(false)}
              className="rounded-md border-2 border-brand px-4 py-2 font-semibold hover:bg-surface"
            >
              Select Location Manually
            </Link>
            <fallback.Form method="post" action="/location" onSubmit={() => setOpen(false)}>
              <input type="hidden" name="intent" value="choose" />
              <input type="hidden" name="location" value="INDIA" />
              <button
                type="submit"
                className="w-full px-4 py-2 text-sm font-semibold underline underline-offset-2"
              >
                Continue with default (INDIA)
              </button>
            </fallback.Form>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
