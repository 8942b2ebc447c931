import type { ToastMessage } from "~/app/hooks/use-toast";

/** What an auth action answers when it does not redirect: per-field errors, a form error and a toast. */
export interface FormState {
  intent: string;
  values?: Record<string, string> | undefined;
  errors?: Record<string, string> | undefined;
  formError?: string | undefined;
  toast?: ToastMessage | undefined;
}
