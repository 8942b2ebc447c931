import { CircleAlert } from "lucide-react";
import type { ListingStatus } from "~/domain/listings/listing-views";

const NOTICES: Partial<Record<ListingStatus, string>> = {
  sold: "This ad has been sold",
  removed: "This ad is no longer available",
  expired: "This ad is no longer available",
  inactive: "This ad is no longer available",
};

/** Shown above the details of an ad a visitor can no longer answer. */
export function StatusNotice({ status }: { status: ListingStatus }) {
  const notice = NOTICES[status];
  if (!notice) return null;
  return (
    <div className="flex items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
      <CircleAlert aria-hidden="true" className="size-6 shrink-0" />
      <p className="font-semibold">{notice}</p>
    </div>
  );
}
