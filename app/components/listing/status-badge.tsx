import type { ListingStatus } from "~/domain/listings/listing-views";
import { m } from "~/i18n/paraglide/messages";

const LABELS: Record<ListingStatus, () => string> = {
  active: m.browse_listing_status_active,
  reserved: m.browse_listing_status_reserved,
  sold: m.browse_listing_status_sold,
  inactive: m.browse_listing_status_inactive,
  expired: m.browse_listing_status_expired,
  removed: m.browse_listing_status_removed,
  pending: m.browse_listing_status_pending,
};

const COLOURS: Record<ListingStatus, string> = {
  active: "bg-emerald-100 text-emerald-900",
  reserved: "bg-amber-100 text-amber-900",
  sold: "bg-slate-800 text-white",
  inactive: "bg-slate-200 text-slate-800",
  expired: "bg-red-100 text-red-900",
  removed: "bg-red-100 text-red-900",
  pending: "bg-sky-100 text-sky-900",
};

/** Active, Reserved, Sold, Inactive, Expired, Removed or Pending review, as a small pill. */
export function StatusBadge({ status, className = "" }: { status: ListingStatus; className?: string }) {
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-xs font-bold uppercase tracking-wide ${COLOURS[status]} ${className}`}
    >
      {LABELS[status]()}
    </span>
  );
}
