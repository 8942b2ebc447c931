import { useNavigation } from "react-router";

/** True while a form of this page with the given intent is being submitted. */
export function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

/** True while any form of this page is being submitted. */
export function useAnyBusy(): boolean {
  return useNavigation().state === "submitting";
}
