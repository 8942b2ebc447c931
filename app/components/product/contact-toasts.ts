import type { ToastMessage } from "~/app/hooks/use-toast";

// Spec section 8, Listings and contact.
export const LOGIN_FIRST_TOAST: ToastMessage = {
  title: "Please login first",
  description: "You need to be logged in to contact a seller.",
  variant: "destructive",
};

export const OWN_LISTING_TOAST: ToastMessage = {
  title: "This is your listing",
  description: "You cannot send a message to yourself.",
};
