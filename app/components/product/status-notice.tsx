import { CircleAlert } from "lucide-react";
import type { ListingStatus } from "~/domain/listings/listing-views";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";

const NOTICES: Partial<Record<ListingStatus, () => string>> = {
  reserved: m.product_status_reserved,
  sold: m.product_status_sold,
  removed: m.product_gone_title,
  expired: m.product_gone_title,
  inactive: m.product_gone_title,
  // Seen by moderators only: anyone else gets the "no longer available" page.
  pending: m.product_status_pending,
};

/** What the seller reads on an ad only they can still see. */
const OWNER_NOTICES: Partial<Record<ListingStatus, () => string>> = {
  removed: m.product_status_owner_removed,
  inactive: m.product_status_owner_inactive,
  pending: m.product_status_owner_pending,
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
      ? m.product_status_removed_by_moderators({ reason: localizeText(removedReason) })
      : ((isOwner ? OWNER_NOTICES[status] : undefined) ?? NOTICES[status])?.();
  if (!notice) return null;
  return (
    <div className="flex items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
      <CircleAlert aria-hidden="true" className="size-6 shrink-0" />
      <p className="font-semibold">{notice}</p>
    </div>
  );
}
