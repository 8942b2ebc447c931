import { m } from "~/i18n/paraglide/messages";

/** Shown on the contact and help pages. */
export const SUPPORT_PHONE = "+91 80 4718 2600";
/** "Mon-Fri 9am to 6pm IST", in the page's language. */
export const supportHours = (): string => m.static_support_hours();
