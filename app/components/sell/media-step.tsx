import { ImagePlus } from "lucide-react";
import { type DragEvent, useRef, useState } from "react";
import { cn } from "~/app/components/ui/cn";
import { useFilesChosenBeforeHydration } from "~/app/hooks/use-typed-before-hydration";
import { MAX_AD_PHOTOS } from "~/domain/listings/listing-schemas";
import { PHOTO_ACCEPT } from "~/domain/shared/ad-limits";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";
import { intentValue } from "./ad-wizard";
import { PhotoTile } from "./photo-tile";
import type { StepProps } from "./step-props";
import type { usePhotoUploads } from "./use-photo-uploads";

interface MediaStepProps extends StepProps {
  uploads: ReturnType<typeof usePhotoUploads>;
  hydrated: boolean;
  signedIn: boolean;
  /** Read out after a photo moved or was removed. */
  announcement: string;
}

/** Up to 12 photos: picked or dropped, uploaded with a progress bar each, reordered, the first is the cover. */
export function MediaStep({ draft, errors, uploads, hydrated, signedIn, announcement }: MediaStepProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const full = draft.photos.length >= MAX_AD_PHOTOS;
  // Photos picked before the scripts came would otherwise wait, hidden, in the input that is not sent any more.
  useFilesChosenBeforeHydration(input, (files) => {
    uploads.addFiles(Array.from(files));
    if (input.current) input.current.value = "";
  });

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    uploads.addFiles(Array.from(event.dataTransfer.files));
  }

  return (
    <div className="space-y-4">
      <fieldset
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center",
          dragging ? "border-brand bg-brand-light/20" : "border-slate-300",
        )}
      >
        <legend className="sr-only">{m.sell_media_legend()}</legend>
        <ImagePlus aria-hidden="true" className="size-10 text-brand" />
        <p className="font-semibold">{hydrated ? m.sell_media_drop() : m.sell_media_choose()}</p>
        <label htmlFor="ad-photoFiles" className={hydrated ? "sr-only" : "text-sm font-semibold"}>
          {m.sell_media_photos()}
        </label>
        <input
          ref={input}
          id="ad-photoFiles"
          name="photoFiles"
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          className={hydrated ? "hidden" : "max-w-full text-sm"}
          onChange={(event) => {
            uploads.addFiles(Array.from(event.target.files ?? []));
            event.target.value = "";
          }}
        />
        {hydrated ? (
          <button
            type="button"
            id="ad-photos"
            onClick={() => {
              if (!full) input.current?.click();
            }}
            aria-describedby={errors.photos ? "ad-photos-error" : "ad-photos-hint"}
            aria-disabled={full ? true : undefined}
            className="inline-flex min-h-11 items-center rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand aria-disabled:opacity-60"
          >
            {m.sell_media_add()}
          </button>
        ) : (
          <button
            type="submit"
            name="intent"
            value={intentValue({ type: "upload" })}
            className="inline-flex min-h-11 items-center rounded-md bg-brand px-5 font-semibold text-white"
          >
            {m.sell_media_upload()}
          </button>
        )}
        <p id="ad-photos-hint" className="text-sm text-slate-600">
          {m.sell_media_hint({ max: String(MAX_AD_PHOTOS), count: String(draft.photos.length) })}
        </p>
      </fieldset>
      {errors.photos ? (
        <p id="ad-photos-error" className="text-sm font-medium text-red-700">
          {localizeText(errors.photos)}
        </p>
      ) : null}
      {!signedIn && uploads.pending > 0 ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{m.sell_media_kept()}</p>
      ) : null}
      {draft.photos.length > 0 ? (
        <ol aria-label={m.sell_media_list()} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {draft.photos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              index={index}
              count={draft.photos.length}
              state={uploads.states[photo.id]}
              signedIn={signedIn}
              onRetry={() => uploads.retry(photo.id)}
            />
          ))}
        </ol>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
