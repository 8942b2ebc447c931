import { useEffect } from "react";
import { toast } from "~/app/hooks/use-toast";
import type { FormState } from "./form-state";

/** Shows an action's toast once per answer (JavaScript only; the form's own alert says the same without it). */
export function useFormToast(state: FormState | undefined) {
  useEffect(() => {
    if (state?.toast) toast(state.toast);
  }, [state]);
}
