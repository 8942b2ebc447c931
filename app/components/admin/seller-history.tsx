import { BadgeCheck, Ban, CalendarDays, Flag, Megaphone } from "lucide-react";
import { formatMonthYear, formatNumber } from "~/app/components/listing/format";
import type { SellerHistory as History } from "~/domain/moderation/list-moderation-queue.server";

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/** What the seller's past says: how long they have been here, a verified phone, ads, reports and blocks. */
export function SellerHistory({
  seller,
  kind = "Seller",
}: {
  seller: History;
  /** How the queue names them: the seller of a reported ad, or a member reported from a chat. */
  kind?: "Seller" | "Member";
}) {
  const row = "flex items-center gap-1.5";
  return (
    <section aria-label={`${kind} ${seller.name || "User"}`} className="rounded-md bg-surface p-3 text-sm">
      <h4 className="font-semibold">
        {kind}: {seller.name || "User"}
      </h4>
      <ul className="mt-1 grid gap-1 text-slate-700 sm:grid-cols-2">
        <li className={row}>
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          Member since {formatMonthYear(seller.memberSince)}
        </li>
        <li className={row}>
          <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
          {seller.phoneVerified ? "Phone verified" : "Phone not verified"}
        </li>
        <li className={row}>
          <Megaphone aria-hidden="true" className="size-4 shrink-0" />
          {plural(seller.adsPosted, "ad posted", "ads posted")}
        </li>
        <li className={row}>
          <Flag aria-hidden="true" className="size-4 shrink-0" />
          {plural(seller.reportsReceived, "report received", "reports received")}
        </li>
        <li className={row}>
          <Ban aria-hidden="true" className="size-4 shrink-0" />
          {seller.blocksReceived === 0
            ? "Blocked by nobody"
            : `Blocked by ${plural(seller.blocksReceived, "member", "members")}`}
        </li>
      </ul>
    </section>
  );
}
