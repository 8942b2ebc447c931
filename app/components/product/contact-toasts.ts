import type { ToastMessage } from "~/app/hooks/use-toast";
import { m } from "~/i18n/paraglide/messages";

// Spec section 8, Listings and contact. The words are read when the toast is used (getters), in the page's language.
export const LOGIN_FIRST_TOAST: ToastMessage = {
  get title() {
    return m.product_toast_login_first_title();
  },
  get description() {
    return m.product_toast_login_first_contact();
  },
  variant: "destructive",
};

export const OWN_LISTING_TOAST: ToastMessage = {
  get title() {
    return m.product_toast_own_listing_title();
  },
  get description() {
    return m.product_toast_own_listing_text();
  },
};
