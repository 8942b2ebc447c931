import { type Dispatch, type SetStateAction, useState } from "react";
import { m } from "~/i18n/paraglide/messages";
import type { AdDraft } from "./ad-draft";
import { movePhoto, type WizardIntent } from "./ad-wizard";

/**
 * Moving, promoting and removing photos in the browser: keyboard focus stays on the button that was pressed (or
 * the next photo when one is removed), and a screen reader hears where the photo went.
 */
export function usePhotoMoves(
  photos: AdDraft["photos"],
  setDraft: Dispatch<SetStateAction<AdDraft>>,
  forget: (id: string) => void,
  focus: (id: string) => void,
) {
  const [announcement, setAnnouncement] = useState("");

  function apply(intent: Extract<WizardIntent, { type: "photo" }>) {
    const from = photos.findIndex((p) => p.id === intent.id);
    if (from < 0) return;
    const next = movePhoto(photos, intent.id, intent.move);
    setDraft((d) => ({ ...d, photos: movePhoto(d.photos, intent.id, intent.move) }));
    if (intent.move === "remove") {
      forget(intent.id);
      setAnnouncement(m.sell_photo_removed({ n: String(from + 1), left: String(next.length) }));
      const neighbour = next[Math.min(from, next.length - 1)];
      focus(neighbour ? `photo-${neighbour.id}-remove` : "ad-photos");
      return;
    }
    const to = next.findIndex((p) => p.id === intent.id);
    setAnnouncement(
      to === 0
        ? m.sell_photo_now_cover({ n: String(from + 1) })
        : m.sell_photo_moved({ n: String(from + 1), to: String(to + 1) }),
    );
    focus(`photo-${intent.id}-${intent.move}`);
  }

  return { apply, announcement };
}
