import { LocateFixed, MapPin } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { geolocationFailureToasts, locationErrorToast } from "~/app/components/location/location-messages";
import type { GeolocationFailure } from "~/app/components/location/use-detect-location";
import { toast } from "~/app/hooks/use-toast";
import type { PlaceView } from "~/domain/geo/place-views";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";

const failureByCode: Record<number, GeolocationFailure> = { 1: "denied", 2: "unavailable", 3: "timeout" };
const SEARCH_DELAY_MS = 200;

/** Asks Mandi's place search (towns, localities, PINs; typos welcome). Rejects when the network does. */
export async function fetchPlaces(q: string, signal?: AbortSignal): Promise<PlaceView[]> {
  const response = await fetch(`/api/v1/geo/search?q=${encodeURIComponent(q)}`, { signal: signal ?? null });
  if (!response.ok) return [];
  return ((await response.json()) as { places: PlaceView[] }).places;
}

/**
 * The Location step's finder: type a town, locality or PIN and pick it, or use the device's position (the ad then
 * names the nearest post office or town, never the position itself). Needs JavaScript, so it appears once the
 * page's script runs; the City, Locality and PIN fields below work without it.
 */
export function PlacePicker({ onPick }: { onPick: (place: PlaceView) => void }) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [options, setOptions] = useState<PlaceView[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const [locating, setLocating] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) {
      setOptions([]);
      return;
    }
    const timer = setTimeout(() => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      fetchPlaces(q, current.signal)
        .then((found) => {
          setOptions(found);
          setActive(found.length > 0 ? 0 : -1);
          setOpen(true);
        })
        .catch(() => undefined);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);

  function choose(place: PlaceView) {
    onPick(place);
    setQuery("");
    setOptions([]);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (options.length === 0) return;
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === "Enter" && open && options[active]) {
      // Enter picks the place instead of submitting the step.
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  }

  function locateMe() {
    if (!("geolocation" in navigator)) {
      toast({ ...localized(geolocationFailureToasts.unsupported), variant: "destructive" });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        try {
          const { latitude, longitude } = position.coords;
          const response = await fetch(`/api/v1/geo/nearest?lat=${latitude}&lng=${longitude}`);
          const place = response.ok ? ((await response.json()) as { place: PlaceView | null }).place : null;
          if (place?.town) choose(place);
          else toast({ ...localized(locationErrorToast), variant: "destructive" });
        } catch {
          toast({ ...localized(locationErrorToast), variant: "destructive" });
        } finally {
          setLocating(false);
        }
      },
      (error) => {
        setLocating(false);
        toast({
          ...localized(geolocationFailureToasts[failureByCode[error.code] ?? "unknown"]),
          variant: "destructive",
        });
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  }

  const listId = `${id}-places`;
  const expanded = open && options.length > 0;
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-surface p-3">
      <div className="relative">
        <label htmlFor={`${id}-input`} className="block text-sm font-semibold">
          {m.sell_place_find()}
        </label>
        <input
          id={`${id}-input`}
          type="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          value={query}
          maxLength={80}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onFocus={() => options.length > 0 && setOpen(true)}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-brand shadow-sm outline-none focus:border-brand focus:ring-2 focus:ring-brand/30"
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {m.sell_place_hint()}
        </p>
        <div
          id={listId}
          role="listbox"
          aria-label={m.sell_place_list()}
          hidden={!expanded}
          className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-slate-200 bg-white shadow-lg"
        >
          {options.map((place, i) => (
            <div
              key={`${place.kind}-${place.label}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              tabIndex={-1}
              // Picked on mousedown: the input's blur would close the list before a click lands.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(place);
              }}
              className={`flex cursor-pointer items-center gap-2 px-3 py-2 text-sm ${i === active ? "bg-surface" : ""}`}
            >
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              {place.label}
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        onClick={locateMe}
        disabled={locating}
        className="inline-flex items-center gap-2 rounded-md border-2 border-brand bg-white px-3 py-2 text-sm font-semibold hover:bg-surface disabled:opacity-70"
      >
        <LocateFixed aria-hidden="true" className="size-4" />
        {locating ? m.sell_place_detecting() : m.sell_place_use_location()}
      </button>
    </div>
  );
}

/** The location toasts (app/components/location, in English) in the page's language. */
function localized(message: { title: string; description: string }) {
  return { title: localizeText(message.title), description: localizeText(message.description) };
}

/** The City, Locality and PIN fields a picked place fills. */
export function placeFields(place: PlaceView): { city: string; locality: string; pincode: string } {
  return {
    city: place.town ?? place.name,
    locality: place.kind === "locality" ? place.name : "",
    pincode: place.pincode ?? "",
  };
}
