import type { Services } from "../shared/services";
import { getListing } from "./get-listing.server";
import { isHiddenFromPublic } from "./listing-lifecycle";
import type { ListingDetailView } from "./listing-views";

export type ListingForViewer =
  | { visible: true; listing: ListingDetailView; isOwner: boolean }
  /** Taken down by its seller: only what finds similar ads, nothing to show. */
  | {
      visible: false;
      removed: boolean;
      /** Removed by Mandi's moderators rather than by its seller. */
      removedByModerator: boolean;
      similarTo: { id: number; categoryId: number; subcategoryId: number | null };
    };

/**
 * The ad page and GET /api/v1/listings/{id}: a deactivated, deleted or held ad is shown to its seller alone (with
 * its status; a held one to moderators too); anyone else learns only that it is no longer available. NOT_FOUND
 * when no listing has that id.
 */
export async function getListingForViewer(
  services: Pick<Services, "db">,
  input: {
    id: number;
    viewerId: string | null;
    /** A moderator sees an ad held for review, to judge it (domain/moderation/is-admin.ts decides). */
    viewerModerates?: boolean;
  },
): Promise<ListingForViewer> {
  const listing = await getListing(services, { id: input.id });
  const isOwner = input.viewerId !== null && input.viewerId === listing.seller.id;
  const moderating = input.viewerModerates === true && listing.status === "pending";
  if (isOwner || moderating || !isHiddenFromPublic(listing.status))
    return { visible: true, listing, isOwner };
  return {
    visible: false,
    removed: listing.status === "removed",
    removedByModerator: listing.status === "removed" && listing.removedReason !== null,
    similarTo: {
      id: listing.id,
      categoryId: listing.category.id,
      subcategoryId: listing.subcategory?.id ?? null,
    },
  };
}
