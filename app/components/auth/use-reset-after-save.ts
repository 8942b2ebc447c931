import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";

/**
 * Empties a form (back to what the page shows as saved) once its submission succeeded — the action redirected —
 * and keeps what was typed when it failed, so the person can correct it.
 */
export function useResetAfterSave(intent: string, failed: boolean) {
  const form = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const submitted = useRef(false);
  const mine = navigation.formData?.get("intent") === intent;
  useEffect(() => {
    if (navigation.state !== "idle") {
      if (mine) submitted.current = true;
      return;
    }
    if (!submitted.current) return;
    submitted.current = false;
    if (!failed) form.current?.reset();
  }, [navigation.state, mine, failed]);
  return form;
}
