import { m } from "~/i18n/paraglide/messages";
import type { GeolocationFailure } from "./use-detect-location";

type ToastText = { readonly title: string; readonly description: string };

/** A toast whose words are read when it is shown (or spread), in the page's language. */
function toastText(title: () => string, description: () => string): ToastText {
  return {
    get title() {
      return title();
    },
    get description() {
      return description();
    },
  };
}

/** Spec section 8, Location: the toasts shown when the position cannot be found; all fall back to INDIA. */
export const geolocationFailureToasts: Record<GeolocationFailure, ToastText> = {
  unsupported: toastText(
    m.browse_location_toast_geo_unsupported_title,
    m.browse_location_toast_geo_unsupported,
  ),
  denied: toastText(m.browse_location_toast_geo_error_title, m.browse_location_toast_geo_denied),
  unavailable: toastText(m.browse_location_toast_geo_error_title, m.browse_location_toast_geo_unavailable),
  timeout: toastText(m.browse_location_toast_geo_error_title, m.browse_location_toast_geo_timeout),
  unknown: toastText(m.browse_location_toast_geo_error_title, m.browse_location_toast_geo_unknown),
};

export const locationErrorToast: ToastText = toastText(
  m.browse_location_toast_error_title,
  m.browse_location_toast_error,
);

export function isGeolocationFailure(value: unknown): value is GeolocationFailure {
  return typeof value === "string" && Object.hasOwn(geolocationFailureToasts, value);
}
