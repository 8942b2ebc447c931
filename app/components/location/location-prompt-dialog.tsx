import { type MouseEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { Icon } from "~/app/components/ui/icon";
import { m } from "~/i18n/paraglide/messages";
import { useDetectLocation } from "./use-detect-location";

/**
 * The home page's location prompt, loaded when it is due (location-prompt.tsx): a native modal <dialog> (focus
 * moves into it, the page behind is inert, Escape or a click on the backdrop closes it), so it needs no dialog
 * library.
 */
export default function LocationPromptDialog({ locationSet }: { locationSet: boolean }) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const { detect, detecting } = useDetectLocation();
  const fallback = useFetcher();

  useEffect(() => {
    if (locationSet) {
      setOpen(false);
      return;
    }
    setOpen(true);
  }, [locationSet]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  // A click on the backdrop lands on the <dialog> itself (its content box fills it).
  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) setOpen(false);
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which the dialog handles natively
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={() => setOpen(false)}
      onClick={onDialogClick}
      className="fixed inset-0 m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-0 text-center text-brand shadow-xl backdrop:bg-black/50 focus:outline-none"
    >
      {open && (
        <div className="p-6">
          <Icon name="map-pin" className="mx-auto size-10 text-brand" />
          <h2 id={titleId} className="mt-3 text-xl font-bold">
            {m.browse_location_prompt_title()}
          </h2>
          <p id={descriptionId} className="mt-2 text-slate-700">
            {m.browse_location_prompt_text()}
          </p>
          <div className="mt-6 flex flex-col gap-3">
            <button
              type="button"
              onClick={detect}
              disabled={detecting}
              className="rounded-md bg-brand px-4 py-2.5 font-semibold text-white hover:bg-brand/90 disabled:opacity-70"
            >
              {detecting ? m.browse_location_detecting() : m.browse_location_prompt_allow()}
            </button>
            <Link
              to="/location"
              onClick={() => setOpen(false)}
              className="rounded-md border-2 border-brand px-4 py-2 font-semibold hover:bg-surface"
            >
              {m.browse_location_prompt_manual()}
            </Link>
            <fallback.Form method="post" action="/location" onSubmit={() => setOpen(false)}>
              <input type="hidden" name="intent" value="choose" />
              <input type="hidden" name="location" value="INDIA" />
              <button
                type="submit"
                className="w-full px-4 py-2 text-sm font-semibold underline underline-offset-2"
              >
                {m.browse_location_prompt_default()}
              </button>
            </fallback.Form>
          </div>
        </div>
      )}
    </dialog>
  );
}
