/** Shown on the contact and help pages. */
export const SUPPORT_PHONE = "+91 80 4718 2600";
export const SUPPORT_HOURS = "Mon-Fri 9am to 6pm IST";
