import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from "react";
import { toast } from "~/app/hooks/use-toast";
import { MAX_AD_PHOTOS } from "~/domain/listings/listing-schemas";
import { m } from "~/i18n/paraglide/messages";
import type { AdDraft } from "./ad-draft";
import { pendingPhotoStore } from "./pending-photo-store";
import { fileTypeNotSupportedNotice } from "./sell-notices";
import { shrinkPhoto } from "./shrink-photo";
import { PhotoUploadError, uploadPhoto } from "./upload-photo";
import { useOnline } from "./use-online";

export interface PhotoState {
  /** waiting: chosen, to be uploaded once signed in; missing: its file is gone from this browser. */
  status: "waiting" | "uploading" | "failed" | "missing";
  progress: number;
  previewUrl?: string | undefined;
  error?: string | undefined;
}

const ACCEPTED_TYPES = new Set(["image/jpeg", "image/jpg", "image/png", "image/gif"]);

export function isAcceptedImage(file: File): boolean {
  if (file.type) return ACCEPTED_TYPES.has(file.type.toLowerCase());
  return /\.(jpe?g|png|gif)$/i.test(file.name);
}

/**
 * The ad's photos that are not on the server yet: previews, per-photo upload progress, and the upload itself
 * (POST /api/v1/photos, shrunk on the device first) as soon as the user is signed in and the device online. An
 * uploaded photo is just a storage key in the draft; offline, photos wait in this browser for the network.
 */
export function usePhotoUploads(
  photos: AdDraft["photos"],
  setDraft: Dispatch<SetStateAction<AdDraft>>,
  signedIn: boolean,
) {
  const [states, setStates] = useState<Record<string, PhotoState>>({});
  const blobs = useRef(new Map<string, Blob>());
  const jobs = useRef(new Map<string, () => void>());
  const loading = useRef(new Set<string>());
  const online = useOnline();

  const update = useCallback((id: string, patch: Partial<PhotoState>) => {
    setStates((all) => ({ ...all, [id]: { status: "waiting", progress: 0, ...all[id], ...patch } }));
  }, []);

  const start = useCallback(
    async (id: string, blob: Blob) => {
      update(id, { status: "uploading", progress: 0, error: undefined });
      let cancelled = false;
      jobs.current.set(id, () => {
        cancelled = true;
      });
      const shrunk = await shrinkPhoto(blob, blob instanceof File ? blob.name : `${id}.jpg`);
      if (cancelled) return void jobs.current.delete(id);
      const job = uploadPhoto(shrunk.blob, shrunk.name, (progress) => update(id, { progress }));
      jobs.current.set(id, job.abort);
      try {
        const stored = await job.done;
        setDraft((d) => ({
          ...d,
          photos: d.photos.map((p) => (p.id === id ? { ...p, storageKey: stored.storageKey } : p)),
        }));
        blobs.current.delete(id);
        void pendingPhotoStore.delete(id);
      } catch (err) {
        const status = err instanceof PhotoUploadError ? err.status : 0;
        if (status === -1) return;
        if (status === 401) return update(id, { status: "waiting", progress: 0 });
        // The connection went: the photo waits for it to come back (see `online` below).
        if (status === 0 && !navigator.onLine) return update(id, { status: "waiting", progress: 0 });
        update(id, { status: "failed", error: err instanceof Error ? err.message : String(err) });
        if (status === 415) toast({ ...fileTypeNotSupportedNotice(), variant: "destructive" });
      } finally {
        jobs.current.delete(id);
      }
    },
    [setDraft, update],
  );

  // Photos of a draft restored from storage get their preview back; waiting ones upload once signed in.
  useEffect(() => {
    for (const photo of photos) {
      if (photo.storageKey) continue;
      const state = states[photo.id];
      const blob = blobs.current.get(photo.id);
      if (!state && !loading.current.has(photo.id)) {
        loading.current.add(photo.id);
        void pendingPhotoStore.get(photo.id).then((found) => {
          loading.current.delete(photo.id);
          if (!found)
            return update(photo.id, {
              status: "missing",
              error: m.sell_error_photo_missing(),
            });
          blobs.current.set(photo.id, found);
          update(photo.id, { status: "waiting", previewUrl: URL.createObjectURL(found) });
        });
      } else if (state?.status === "waiting" && blob && signedIn && online && !jobs.current.has(photo.id)) {
        void start(photo.id, blob);
      }
    }
  }, [photos, states, signedIn, online, start, update]);

  // Object URLs are released when the page goes away (read through a ref: not on every progress tick).
  const latest = useRef(states);
  latest.current = states;
  useEffect(
    () => () => {
      for (const state of Object.values(latest.current)) {
        if (state.previewUrl) URL.revokeObjectURL(state.previewUrl);
      }
    },
    [],
  );

  function addFiles(files: File[]) {
    const images = files.filter(isAcceptedImage);
    if (images.length < files.length) toast({ ...fileTypeNotSupportedNotice(), variant: "destructive" });
    const room = Math.max(0, MAX_AD_PHOTOS - photos.length);
    const kept = images.slice(0, room).map((file) => ({ id: crypto.randomUUID(), file }));
    if (images.length > room && images.length === files.length) {
      toast({
        title: m.sell_toast_too_many_title(),
        description: m.sell_toast_too_many_description({ max: String(MAX_AD_PHOTOS) }),
      });
    }
    if (kept.length === 0) return;
    for (const { id, file } of kept) {
      blobs.current.set(id, file);
      void pendingPhotoStore.put(id, file);
      update(id, { status: "waiting", progress: 0, previewUrl: URL.createObjectURL(file) });
    }
    setDraft((d) => ({
      ...d,
      photos: [...d.photos, ...kept.map(({ id }) => ({ id }))].slice(0, MAX_AD_PHOTOS),
    }));
  }

  function forget(id: string) {
    jobs.current.get(id)?.();
    blobs.current.delete(id);
    void pendingPhotoStore.delete(id);
    const preview = states[id]?.previewUrl;
    if (preview) URL.revokeObjectURL(preview);
    setStates(({ [id]: _gone, ...rest }) => rest);
  }

  function retry(id: string) {
    update(id, { status: "waiting", progress: 0, error: undefined });
  }

  const pending = photos.filter((p) => !p.storageKey).length;
  return { states, addFiles, forget, retry, pending };
}
