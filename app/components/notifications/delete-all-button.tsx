import { useFetcher } from "react-router";
import { useHydrated } from "~/app/hooks/use-hydrated";
import { m } from "~/i18n/paraglide/messages";
import { NOTIFICATIONS_ACTION, type NotificationActionData } from "./notification-item";

const KEY = "notifications-delete-all";

/** True while "Delete All" posts: the list shows its empty state at once. */
export function useDeletingAll(): boolean {
  return useFetcher({ key: KEY }).formData?.get("intent") === "delete-all";
}

/** "Delete All": a form the action answers (a fetcher once the scripts run). */
export function DeleteAllButton({ returnTo }: { returnTo: string }) {
  const fetcher = useFetcher<NotificationActionData>({ key: KEY });
  const hydrated = useHydrated();
  return (
    <fetcher.Form method="post" action={NOTIFICATIONS_ACTION}>
      <input type="hidden" name="intent" value="delete-all" />
      <input type="hidden" name="returnTo" value={returnTo} />
      {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
      <button
        type="submit"
        className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand"
      >
        {m.account_notifications_delete_all()}
      </button>
    </fetcher.Form>
  );
}
