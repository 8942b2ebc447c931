import type { ReactNode } from "react";
import { Link } from "react-router";
import { ListingPhoto } from "~/app/components/listing/listing-photo";
import type { ListingPhotoView } from "~/domain/listings/listing-views";

/**
 * An ad in an admin queue (reported, held for review): a card headed by its photo and linked title, with what the
 * queue says of it beside (`summary`) and below (`children`).
 */
export function AdminAdCard({
  headingId,
  listing,
  summary,
  children,
}: {
  headingId: string;
  listing: { title: string; link: string; cover: ListingPhotoView | null };
  summary: ReactNode;
  children: ReactNode;
}) {
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
    >
      <div className="flex gap-3">
        <div className="w-20 shrink-0 overflow-hidden rounded sm:w-32">
          <ListingPhoto photo={listing.cover} sizes="(min-width: 640px) 128px, 80px" />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 id={headingId} className="font-semibold break-words">
            <Link to={listing.link} className="hover:underline">
              {listing.title}
            </Link>
          </h3>
          {summary}
        </div>
      </div>
      {children}
    </article>
  );
}
