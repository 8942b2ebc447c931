import { CircleAlert } from "lucide-react";
import type { ListingStatus } from "~/domain/listings/listing-views";

const NOTICES: Partial<Record<ListingStatus, string>> = {
  reserved: "Reserved: the seller has accepted an offer on this ad",
  sold: "This ad has been sold",
  removed: "This ad is no longer available",
  expired: "This ad is no longer available",
  inactive: "This ad is no longer available",
  // Seen by moderators only: anyone else gets the "no longer available" page.
  pending: "Pending review: only its seller and the moderators can see this ad",
};

/** What the seller reads on an ad only they can still see. */
const OWNER_NOTICES: Partial<Record<ListingStatus, string>> = {
  removed: "You deleted this ad: only you can see it",
  inactive: "You deactivated this ad: only you can see it",
  pending:
    "Pending review: our team checks some new ads before they go live. Only you can see it until it is approved.",
};

/** Shown above the details of an ad that is reserved, or that a visitor can no longer answer. */
export function StatusNotice({
  status,
  isOwner = false,
  removedReason = null,
}: {
  status: ListingStatus;
  isOwner?: boolean;
  /** The moderators' reason, shown to the seller of an ad they removed. */
  removedReason?: string | null;
}) {
  const notice =
    isOwner && status === "removed" && removedReason
      ? `Removed by Mandi's moderators: ${removedReason}`
      : ((isOwner ? OWNER_NOTICES[status] : undefined) ?? NOTICES[status]);
  if (!notice) return null;
  return (
    <div className="flex items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
      <CircleAlert aria-hidden="true" className="size-6 shrink-0" />
      <p className="font-semibold">{notice}</p>
    </div>
  );
}
