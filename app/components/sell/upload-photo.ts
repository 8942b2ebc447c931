import { m } from "~/i18n/paraglide/messages";

export interface UploadedPhoto {
  storageKey: string;
  width: number;
  height: number;
}

export class PhotoUploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Sends one photo to POST /api/v1/photos with the session cookie. XMLHttpRequest rather than fetch, because only
 * it reports upload progress (0 to 1).
 */
export function uploadPhoto(
  file: Blob,
  fileName: string,
  onProgress: (fraction: number) => void,
): { done: Promise<UploadedPhoto>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadedPhoto>((resolve, reject) => {
    xhr.open("POST", "/api/v1/photos");
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { photo?: UploadedPhoto; error?: { message?: string } } | null;
      if (xhr.status === 201 && body?.photo) resolve(body.photo);
      else reject(new PhotoUploadError(xhr.status, body?.error?.message ?? m.sell_error_upload()));
    };
    xhr.onerror = () => reject(new PhotoUploadError(0, m.sell_error_upload_connection()));
    xhr.onabort = () => reject(new PhotoUploadError(-1, m.sell_error_upload_cancelled()));
    const body = new FormData();
    body.append("photo", file, fileName);
    xhr.send(body);
  });
  return { done, abort: () => xhr.abort() };
}
