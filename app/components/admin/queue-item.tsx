import { Star } from "lucide-react";
import { Link } from "react-router";
import { Price } from "~/app/components/listing/price";
import { StatusBadge } from "~/app/components/listing/status-badge";
import type { QueueItem as Item } from "~/domain/moderation/list-moderation-queue.server";
import type { QueueStatus } from "~/domain/moderation/moderation-schemas";
import { AdminAdCard } from "./admin-ad-card";
import { BanControls } from "./ban-controls";
import type { ModerationActionData } from "./moderation-action.server";
import { ModerationActions } from "./moderation-actions";
import { ReportList } from "./report-list";
import { SellerHistory } from "./seller-history";

/** One reported ad: the ad, why it was reported and by whom, its seller's history and what can be done. */
export function QueueItem({
  item,
  status,
  refused,
}: {
  item: Item;
  status: QueueStatus;
  refused: ModerationActionData | undefined;
}) {
  const { listing, reports } = item;
  const headingId = `reported-${listing.id}`;
  return (
    <AdminAdCard
      headingId={headingId}
      listing={listing}
      summary={
        <>
          <Price price={listing.price} priceText={listing.priceText} className="font-bold text-brand" />
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <StatusBadge status={listing.status} />
            {listing.featured ? (
              <span className="inline-flex items-center gap-1 font-semibold text-amber-800">
                <Star aria-hidden="true" className="size-4" />
                Featured
              </span>
            ) : null}
            <span className="font-semibold text-red-800">
              {item.reportCount === 1 ? "1 report" : `${item.reportCount} reports`}
            </span>
          </p>
          {listing.removedReason ? (
            <p className="text-sm text-slate-700">Removed: {listing.removedReason}</p>
          ) : null}
        </>
      }
    >
      <ReportList reports={reports} />
      {item.photoReusedIn.length > 0 ? (
        <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          <span className="font-semibold">A photo of this ad is also in another seller's ad:</span>{" "}
          {item.photoReusedIn.map((other, i) => (
            <span key={other.id}>
              {i > 0 ? ", " : null}
              <Link to={other.link} className="underline underline-offset-2">
                {other.title}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
      <SellerHistory seller={item.seller} />
      <BanControls seller={item.seller} listingId={listing.id} refused={refused} />
      <ModerationActions item={item} status={status} refused={refused} />
    </AdminAdCard>
  );
}
