import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from "react";
import {
  type AdDraft,
  parseStoredDraft,
  type SellerPrefill,
  withSeller,
} from "~/app/components/sell/ad-draft";

export const AD_DRAFT_KEY = "mandi_ad_draft";

function readStored(): AdDraft | null {
  try {
    return parseStoredDraft(window.localStorage.getItem(AD_DRAFT_KEY));
  } catch {
    return null;
  }
}

export function clearStoredAdDraft() {
  try {
    window.localStorage.removeItem(AD_DRAFT_KEY);
  } catch {
    // Storage disabled: there is nothing to clear.
  }
}

/**
 * The ad being written. A new ad is kept in localStorage, so it survives a reload and the round trip through
 * /login until it is posted; an ad being edited lives in memory (the server holds the saved version).
 * The server-rendered draft is used until the stored one is read after hydration; when the server has just
 * answered a step sent without JavaScript (`restore: false`), its draft is the newer one and is stored instead.
 * So is the page's draft when the person typed into it before the scripts arrived (the fields hand that to
 * `setDraft` while the page hydrates, before the stored draft is read): they were writing what they saw.
 */
export function useAdDraft(options: {
  initial: AdDraft;
  persist: boolean;
  restore?: boolean;
  seller: SellerPrefill | null;
}): {
  draft: AdDraft;
  setDraft: Dispatch<SetStateAction<AdDraft>>;
  restored: boolean;
  clear: () => void;
} {
  const [draft, setDraftState] = useState(options.initial);
  const { persist, seller, restore = true } = options;
  const [restored, setRestored] = useState(!persist || !restore);
  const cleared = useRef(false);
  const storedRead = useRef(false);
  const typedBeforeRead = useRef(false);
  const setDraft: Dispatch<SetStateAction<AdDraft>> = useCallback((next) => {
    if (!storedRead.current) typedBeforeRead.current = true;
    setDraftState(next);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once on mount; a later prefill must not overwrite what was typed
  useEffect(() => {
    if (!persist || !restore) return;
    storedRead.current = true;
    const stored = typedBeforeRead.current ? null : readStored();
    if (stored) setDraftState(withSeller(stored, seller));
    setRestored(true);
  }, [persist]);

  useEffect(() => {
    if (!persist || !restored || cleared.current) return;
    try {
      window.localStorage.setItem(AD_DRAFT_KEY, JSON.stringify(draft));
    } catch {
      // Storage full or disabled: the draft lives for this visit only.
    }
  }, [draft, persist, restored]);

  const clear = useCallback(() => {
    cleared.current = true;
    clearStoredAdDraft();
  }, []);

  return { draft, setDraft, restored, clear };
}
