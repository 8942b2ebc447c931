import { useEffect, useState } from "react";
import { isJobCategory } from "~/domain/listings/category-fields";
import { keyAttributes, type PriceHintView, typedPrice } from "~/domain/listings/price-hint";
import type { AdDraft } from "./ad-draft";

const DEBOUNCE_MS = 300;

/** GET /api/v1/price-hint's query for the draft; null when the step shows no hint. */
export function priceHintQuery(draft: AdDraft, city: string | null, excludeId?: string): string | null {
  if (draft.step !== 1 || !draft.subcategory || isJobCategory(draft.category)) return null;
  const params = new URLSearchParams({ category: draft.category, subcategory: draft.subcategory });
  const price = typedPrice(draft.price);
  if (price !== null) params.set("price", String(price));
  if (city) params.set("city", city);
  for (const [key, value] of Object.entries(
    keyAttributes(draft.category, draft.subcategory, draft.attributes),
  )) {
    params.set(key, value);
  }
  if (excludeId) params.set("exclude", excludeId);
  return params.toString();
}

/**
 * The price step's hint: the one the server rendered, then, once the scripts run, asked again a moment after the
 * price (or anything it depends on) last changed. A hint that fails to load keeps the last one shown.
 */
export function usePriceHint(
  draft: AdDraft,
  initial: PriceHintView | null,
  city: string | null,
  excludeId?: string,
): PriceHintView | null {
  const [hint, setHint] = useState(initial);
  const query = priceHintQuery(draft, city, excludeId);
  useEffect(() => {
    // Leaving the step forgets the hint: the ad may come back with another brand or place.
    if (!query) return setHint(null);
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(`/api/v1/price-hint?${query}`, {
          signal: controller.signal,
          headers: { accept: "application/json" },
        });
        if (!res.ok) return;
        const body = (await res.json()) as { hint: PriceHintView | null };
        setHint(body.hint);
      } catch {
        // Aborted by a newer price, or offline: the last hint stays.
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return query ? hint : null;
}
