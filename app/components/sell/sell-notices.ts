import { m } from "~/i18n/paraglide/messages";

/** The toasts of the sell flow in the page's language (the domain's constants say the same in English). */
export const incompleteFormNotice = () => ({
  title: m.sell_toast_incomplete_title(),
  description: m.sell_toast_incomplete_description(),
});

export const authenticationRequiredNotice = () => ({
  title: m.sell_toast_login_title(),
  description: m.sell_toast_login_description(),
});

export const fileTypeNotSupportedNotice = () => ({
  title: m.sell_toast_file_type_title(),
  description: m.sell_toast_file_type_description(),
});

/** A step's name as the progress bar and the last step's sections show it (AD_STEPS in English). */
export function stepName(step: number): string {
  const names = [
    m.sell_step_details,
    m.sell_step_price,
    m.sell_step_media,
    m.sell_step_location,
    m.sell_step_review,
    m.sell_step_post,
  ];
  return names[step]?.() ?? "";
}

/** A condition's label (CONDITION_LABELS in English). */
export function conditionLabel(condition: string): string {
  switch (condition) {
    case "new":
      return m.sell_condition_new();
    case "like_new":
      return m.sell_condition_like_new();
    case "used":
      return m.sell_condition_used();
    case "refurbished":
      return m.sell_condition_refurbished();
    case "for_parts":
      return m.sell_condition_for_parts();
    default:
      return "";
  }
}
