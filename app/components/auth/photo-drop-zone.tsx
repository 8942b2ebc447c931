import { ImageUp } from "lucide-react";
import { type DragEvent, useEffect, useRef, useState } from "react";
import { useFilesChosenBeforeHydration } from "~/app/hooks/use-typed-before-hydration";
import { AVATAR_MAX_BYTES } from "~/domain/accounts/account-limits";
import { m } from "~/i18n/paraglide/messages";
import { UserAvatar } from "./user-avatar";

const ACCEPTED = ["image/png", "image/jpeg"];

/**
 * The profile photo drop zone: one PNG, JPG or JPEG of at most 10 MB, chosen by click or dropped. Checked here for a
 * quick answer; the server checks again by content and re-encodes it. Without JavaScript it is a plain file input.
 */
export function PhotoDropZone(props: {
  user: { name: string; image: string | null };
  error: string | undefined;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [dragging, setDragging] = useState(false);
  const error = problem ?? props.error;

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function take(files: FileList | null) {
    setProblem(undefined);
    setPreview(null);
    const file = files?.[0];
    if (!file) return;
    let message: string | undefined;
    if (files.length > 1) message = m.account_settings_photo_too_many();
    else if (!ACCEPTED.includes(file.type)) message = m.account_settings_photo_type();
    else if (file.size > AVATAR_MAX_BYTES) message = m.account_settings_photo_size();
    if (message) {
      setProblem(message);
      if (input.current) input.current.value = "";
      return;
    }
    if (input.current && input.current.files !== files) input.current.files = files;
    setPreview(URL.createObjectURL(file));
  }

  // A photo chosen before the scripts came is in the input already: check it and show it.
  useFilesChosenBeforeHydration(input, take);

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  }

  return (
    <div>
      <label htmlFor="settings-photo" className="block text-sm font-semibold">
        {m.account_settings_photo_label()}
      </label>
      <label
        htmlFor="settings-photo"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`mt-1 flex cursor-pointer items-center gap-4 rounded-lg border-2 border-dashed p-4 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand ${dragging ? "border-brand bg-surface" : "border-slate-300"}`}
      >
        {preview ? (
          <img
            src={preview}
            alt=""
            width={96}
            height={96}
            className="size-24 shrink-0 rounded-full object-cover"
          />
        ) : (
          <UserAvatar user={props.user} size="lg" />
        )}
        <span className="min-w-0">
          <span className="flex items-center gap-2 font-semibold">
            <ImageUp aria-hidden="true" className="size-5 shrink-0" />
            {m.account_settings_photo_drop()}
          </span>
          <span id="settings-photo-hint" className="block text-sm text-slate-600">
            {m.account_settings_photo_hint()}
          </span>
        </span>
        <input
          ref={input}
          id="settings-photo"
          name="photo"
          type="file"
          accept=".png,.jpg,.jpeg,image/png,image/jpeg"
          aria-describedby={error ? "settings-photo-hint settings-photo-error" : "settings-photo-hint"}
          aria-invalid={error ? true : undefined}
          onChange={(event) => take(event.currentTarget.files)}
          className="sr-only"
        />
      </label>
      {error ? (
        <p id="settings-photo-error" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
