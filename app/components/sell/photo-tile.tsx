import { ChevronLeft, ChevronRight, ImageOff, Star, Trash2 } from "lucide-react";
import { photoUrl } from "~/app/components/listing/photo-url";
import type { DraftPhoto } from "./ad-draft";
import { intentValue, type PhotoMove } from "./ad-wizard";
import type { PhotoState } from "./use-photo-uploads";

const buttonClass =
  "inline-flex size-11 items-center justify-center rounded-md border border-slate-300 bg-white text-brand " +
  "hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand " +
  "aria-disabled:cursor-not-allowed aria-disabled:opacity-40";

/** One photo of the ad with its upload state and the buttons that move, promote or remove it. */
export function PhotoTile(props: {
  photo: DraftPhoto;
  index: number;
  count: number;
  state: PhotoState | undefined;
  signedIn: boolean;
  onRetry: () => void;
}) {
  const { photo, index, count, state } = props;
  const n = index + 1;
  const src = state?.previewUrl ?? (photo.storageKey ? photoUrl(photo.storageKey, 320) : undefined);
  const uploading = !photo.storageKey && state?.status === "uploading";
  const button = (move: PhotoMove, label: string, Icon: typeof Star, disabled: boolean) => (
    <button
      type="submit"
      name="intent"
      value={intentValue({ type: "photo", move, id: photo.id })}
      id={`photo-${photo.id}-${move}`}
      aria-label={label}
      aria-disabled={disabled ? true : undefined}
      className={buttonClass}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );

  return (
    <li className="rounded-lg border border-slate-200 p-2">
      <div className="relative">
        {src ? (
          <img
            src={src}
            // biome-ignore lint/a11y/noRedundantAlt: the user's own photos have no description; their place in the list is it
            alt={`Photo ${n}${index === 0 ? " (cover)" : ""}`}
            width={320}
            height={240}
            className="aspect-[4/3] w-full rounded-md bg-slate-100 object-cover"
          />
        ) : (
          <div className="flex aspect-[4/3] w-full items-center justify-center rounded-md bg-slate-100">
            <ImageOff aria-hidden="true" className="size-8 text-slate-500" />
            <span className="sr-only">Photo {n}</span>
          </div>
        )}
        {index === 0 ? (
          <span className="absolute top-1 left-1 rounded bg-brand px-2 py-0.5 text-xs font-bold text-white">
            Cover
          </span>
        ) : null}
      </div>
      {uploading ? (
        <div className="mt-2">
          <div
            role="progressbar"
            aria-label={`Uploading photo ${n}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round((state?.progress ?? 0) * 100)}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full bg-brand transition-[width]"
              style={{ width: `${Math.round((state?.progress ?? 0) * 100)}%` }}
            />
          </div>
          <p className="mt-1 text-xs text-slate-600">
            Uploading… {Math.round((state?.progress ?? 0) * 100)}%
          </p>
        </div>
      ) : null}
      {!photo.storageKey && state?.status === "waiting" ? (
        <p className="mt-2 text-xs text-slate-700">
          {props.signedIn ? "Waiting to upload…" : "Uploads after you log in"}
        </p>
      ) : null}
      {!photo.storageKey && (state?.status === "failed" || state?.status === "missing") ? (
        <div className="mt-2 text-xs font-medium text-red-700">
          <p>{state.error}</p>
          {state.status === "failed" ? (
            <button
              type="button"
              onClick={props.onRetry}
              className="mt-1 min-h-8 font-semibold text-brand underline"
            >
              Retry upload of photo {n}
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="mt-2 flex flex-wrap justify-between gap-1">
        {button("left", `Move photo ${n} left`, ChevronLeft, index === 0)}
        {button("right", `Move photo ${n} right`, ChevronRight, index === count - 1)}
        {button("cover", `Make photo ${n} the cover`, Star, index === 0)}
        {button("remove", `Remove photo ${n}`, Trash2, false)}
      </div>
    </li>
  );
}
