import { and, eq, ne } from "drizzle-orm";
import { listings } from "~/db/schema";
import { listingsChanged } from "../listings/search-cache.server";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import { type Moderator, requireAdmin } from "./require-admin";
import { writeAudit } from "./write-audit.server";

/** A moderator features an ad (it is badged and ranked first where featured ads are) or takes that back. */
export async function setListingFeatured(
  services: Pick<Services, "db" | "settings">,
  input: { actor: Moderator | null; listingId: number; featured: boolean; reason?: string; now?: Date },
): Promise<{ id: number; title: string; featured: boolean }> {
  const { actor } = input;
  requireAdmin(services, actor);
  const changed = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(listings)
      // updated_at moves so a kept copy of the ad's page (server/product-page-cache.ts) is rendered afresh.
      .set({ featured: input.featured, updatedAt: input.now ?? new Date() })
      .where(and(eq(listings.id, input.listingId), ne(listings.status, "removed")))
      .returning({ id: listings.id, title: listings.title, featured: listings.featured });
    if (!row) throw new AppError("NOT_FOUND", "server_listings_not_found");
    await writeAudit(tx, {
      actor,
      action: input.featured ? "listing.feature" : "listing.unfeature",
      target: { type: "listing", id: row.id },
      reason: input.reason?.trim() ?? "",
      detail: { title: row.title },
    });
    return row;
  });
  await listingsChanged(services.db);
  return changed;
}
