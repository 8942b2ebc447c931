import { ChevronLeft, ChevronRight, ImageOff, Star, Trash2 } from "lucide-react";
import { photoUrl } from "~/app/components/listing/photo-url";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";
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
  const n = String(index + 1);
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
            alt={index === 0 ? m.sell_photo_alt_cover({ n }) : m.sell_photo_alt({ n })}
            width={320}
            height={240}
            className="aspect-[4/3] w-full rounded-md bg-slate-100 object-cover"
          />
        ) : (
          <div className="flex aspect-[4/3] w-full items-center justify-center rounded-md bg-slate-100">
            <ImageOff aria-hidden="true" className="size-8 text-slate-500" />
            <span className="sr-only">{m.sell_photo_alt({ n })}</span>
          </div>
        )}
        {index === 0 ? (
          <span className="absolute top-1 left-1 rounded bg-brand px-2 py-0.5 text-xs font-bold text-white">
            {m.sell_photo_cover()}
          </span>
        ) : null}
      </div>
      {uploading ? (
        <div className="mt-2">
          <div
            role="progressbar"
            aria-label={m.sell_photo_uploading_label({ n })}
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
            {m.sell_photo_uploading({ percent: String(Math.round((state?.progress ?? 0) * 100)) })}
          </p>
        </div>
      ) : null}
      {!photo.storageKey && state?.status === "waiting" ? (
        <p className="mt-2 text-xs text-slate-700">
          {props.signedIn ? m.sell_photo_waiting() : m.sell_photo_after_login()}
        </p>
      ) : null}
      {!photo.storageKey && (state?.status === "failed" || state?.status === "missing") ? (
        <div className="mt-2 text-xs font-medium text-red-700">
          <p>{state.error ? localizeText(state.error) : null}</p>
          {state.status === "failed" ? (
            <button
              type="button"
              onClick={props.onRetry}
              className="mt-1 min-h-8 font-semibold text-brand underline"
            >
              {m.sell_photo_retry({ n })}
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="mt-2 flex flex-wrap justify-between gap-1">
        {button("left", m.sell_photo_left({ n }), ChevronLeft, index === 0)}
        {button("right", m.sell_photo_right({ n }), ChevronRight, index === count - 1)}
        {button("cover", m.sell_photo_make_cover({ n }), Star, index === 0)}
        {button("remove", m.sell_photo_remove({ n }), Trash2, false)}
      </div>
    </li>
  );
}
