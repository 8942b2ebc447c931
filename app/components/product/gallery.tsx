import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, type MouseEvent, useRef, useState } from "react";
import { PhotoPlaceholder } from "~/app/components/listing/photo-placeholder";
import { photoSrcSet, photoUrl } from "~/app/components/listing/photo-url";
import { useHydrated } from "~/app/hooks/use-hydrated";
import type { ListingPhotoView } from "~/domain/listings/listing-views";
import { m } from "~/i18n/paraglide/messages";

/**
 * All photos in a horizontal scroll-snap strip: swipe on phones, arrow keys or the buttons on desktop. The
 * thumbnails are anchors to each photo, so they work before (or without) JavaScript too; the arrow buttons need
 * the script, so they appear once it runs (over the photo, nothing moves).
 */
export function Gallery({ photos, title }: { photos: ListingPhotoView[]; title: string }) {
  const hydrated = useHydrated();
  const strip = useRef<HTMLElement>(null);
  const [index, setIndex] = useState(0);

  if (photos.length === 0) return <PhotoPlaceholder className="rounded-lg" />;

  function go(next: number) {
    const el = strip.current;
    if (!el) return;
    const target = Math.max(0, Math.min(photos.length - 1, next));
    el.scrollTo({ left: target * el.clientWidth, behavior: "smooth" });
    setIndex(target);
  }
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowRight") go(index + 1);
    else if (event.key === "ArrowLeft") go(index - 1);
    else return;
    event.preventDefault();
  }
  function onThumb(event: MouseEvent, i: number) {
    event.preventDefault();
    go(i);
  }
  function onScroll() {
    const el = strip.current;
    if (el && el.clientWidth > 0) setIndex(Math.round(el.scrollLeft / el.clientWidth));
  }

  const arrow =
    "absolute top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-brand shadow hover:bg-white disabled:opacity-40 sm:flex";
  return (
    <div className="flex flex-col gap-2">
      <div className="relative">
        <section
          ref={strip}
          aria-label={m.product_gallery_label({ title, count: photos.length })}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable strip must be reachable by keyboard (arrow keys browse it)
          tabIndex={0}
          onKeyDown={onKeyDown}
          onScroll={onScroll}
          className="flex snap-x snap-mandatory overflow-x-auto rounded-lg bg-slate-900 [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {photos.map((photo, i) => (
            <img
              key={photo.storageKey}
              id={`photo-${i + 1}`}
              src={photoUrl(photo.storageKey, 640)}
              srcSet={photoSrcSet(photo.storageKey, [640, 1280])}
              sizes="(min-width: 1280px) 760px, (min-width: 1024px) 60vw, 100vw"
              width={photo.width || 1280}
              height={photo.height || 960}
              alt={m.product_gallery_photo_alt({ title, number: i + 1, count: photos.length })}
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : "auto"}
              className="aspect-[4/3] w-full shrink-0 snap-center object-contain"
            />
          ))}
        </section>
        {hydrated && photos.length > 1 ? (
          <>
            <button
              type="button"
              aria-label={m.product_gallery_previous()}
              onClick={() => go(index - 1)}
              disabled={index === 0}
              className={`${arrow} left-2`}
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <button
              type="button"
              aria-label={m.product_gallery_next()}
              onClick={() => go(index + 1)}
              disabled={index === photos.length - 1}
              className={`${arrow} right-2`}
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          </>
        ) : null}
      </div>
      {photos.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {photos.map((photo, i) => (
            <li key={photo.storageKey} className="shrink-0">
              <a
                href={`#photo-${i + 1}`}
                onClick={(e) => onThumb(e, i)}
                aria-label={m.product_gallery_thumb({ number: i + 1, count: photos.length })}
                aria-current={i === index ? "true" : undefined}
                className={`block overflow-hidden rounded-md border-2 ${i === index ? "border-brand" : "border-transparent"}`}
              >
                <img
                  src={photoUrl(photo.storageKey, 320)}
                  width={80}
                  height={60}
                  alt=""
                  loading="lazy"
                  className="aspect-[4/3] w-20 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
