import { eq } from "drizzle-orm";
import { listings, reports } from "~/db/schema";
import { isHiddenFromPublic } from "../listings/listing-lifecycle";
import { AppError } from "../shared/app-error";
import { enforceRateLimit } from "../shared/rate-limit.server";
import { REPORT_ACKNOWLEDGEMENT, REPORT_LISTING_LIMIT } from "../shared/report-reasons";
import { ReportSchema } from "../shared/report-schemas";
import type { Services } from "../shared/services";
import { parseInput } from "../shared/validation-error";

export const OWN_AD_REPORT_MESSAGE = "You cannot report your own ad.";

export interface ReportListingResult {
  acknowledged: typeof REPORT_ACKNOWLEDGEMENT;
  /** True when this member had reported the ad before: the first report stands, nothing new is stored. */
  alreadyReported: boolean;
}

/**
 * A member reports someone else's ad to the moderators, once. Sending it again (a double tap, a form posted
 * twice) gets the same acknowledgement rather than an error: the member's aim, a report on file, is met.
 */
export async function reportListing(
  services: Pick<Services, "db" | "rateLimiter">,
  input: { userId: string; listingId: number; reason: unknown; details?: unknown },
): Promise<ReportListingResult> {
  const report = parseInput(ReportSchema, { reason: input.reason, details: input.details ?? "" });
  const [ad] = await services.db
    .select({ sellerId: listings.userId, status: listings.status })
    .from(listings)
    .where(eq(listings.id, input.listingId));
  if (!ad || isHiddenFromPublic(ad.status))
    throw new AppError("NOT_FOUND", "server_favorites_product_not_found");
  if (ad.sellerId === input.userId) throw new AppError("FORBIDDEN", "server_moderation_report_own");
  await enforceRateLimit(services, `report-listing:${input.userId}`, REPORT_LISTING_LIMIT);
  const inserted = await services.db
    .insert(reports)
    .values({ listingId: input.listingId, reporterId: input.userId, ...report })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return { acknowledged: REPORT_ACKNOWLEDGEMENT, alreadyReported: inserted.length === 0 };
}
