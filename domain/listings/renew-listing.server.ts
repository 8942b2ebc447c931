import { and, eq, inArray, lte, or } from "drizzle-orm";
import { listings } from "~/db/schema";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import { expiryFrom, RENEWABLE_WHEN_OVERDUE } from "./listing-lifecycle";
import { listingsChanged } from "./search-cache.server";

export interface RenewedListing {
  id: number;
  title: string;
  status: "active";
  postedAt: string;
  expiresAt: string;
}

/**
 * An expired ad goes live again for another 30 days, as if posted now (it moves to the top of "newest").
 * Only an expired ad: written down by the sweep, or past its date and not yet swept.
 */
export async function renewListing(
  { db }: Pick<Services, "db">,
  input: { userId: string; listingId: number; now?: Date },
): Promise<RenewedListing> {
  const now = input.now ?? new Date();
  const [renewed] = await db
    .update(listings)
    .set({ status: "active", postedAt: now, expiresAt: expiryFrom(now), soldAt: null, updatedAt: now })
    .where(
      and(
        eq(listings.id, input.listingId),
        eq(listings.userId, input.userId),
        or(
          eq(listings.status, "expired"),
          and(inArray(listings.status, [...RENEWABLE_WHEN_OVERDUE]), lte(listings.expiresAt, now)),
        ),
      ),
    )
    .returning({
      id: listings.id,
      title: listings.title,
      postedAt: listings.postedAt,
      expiresAt: listings.expiresAt,
    });
  if (renewed) {
    await listingsChanged(db);
    return {
      id: renewed.id,
      title: renewed.title,
      status: "active",
      postedAt: renewed.postedAt.toISOString(),
      expiresAt: renewed.expiresAt.toISOString(),
    };
  }

  const [current] = await db
    .select({ status: listings.status })
    .from(listings)
    .where(and(eq(listings.id, input.listingId), eq(listings.userId, input.userId)));
  if (!current || current.status === "removed") throw new AppError("NOT_FOUND", "server_listings_not_found");
  throw new AppError("CONFLICT", "server_listings_renew_expired_only");
}
