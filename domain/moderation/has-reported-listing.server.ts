import { and, eq } from "drizzle-orm";
import { reports } from "~/db/schema";
import type { Services } from "../shared/services";

/** Whether this member has reported the ad: its page then says so instead of offering the form again. */
export async function hasReportedListing(
  services: Pick<Services, "db">,
  input: { userId: string; listingId: number },
): Promise<boolean> {
  const [row] = await services.db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.reporterId, input.userId), eq(reports.listingId, input.listingId)))
    .limit(1);
  return row !== undefined;
}
