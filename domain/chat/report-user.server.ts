import { userReports } from "~/db/schema";
import { enforceRateLimit } from "../shared/rate-limit.server";
import { ReportSchema } from "../shared/report-schemas";
import type { Services } from "../shared/services";
import { parseInput } from "../shared/validation-error";
import { CHAT_RATE_LIMITS } from "./chat-limits";
import { loadParticipation } from "./conversation-access.server";

/**
 * Reports the other member of a conversation to the moderators, once; a second report changes nothing. The
 * reasons are an ad's (domain/shared/report-reasons.ts), so moderators read one list.
 */
export async function reportUser(
  services: Pick<Services, "db" | "rateLimiter">,
  input: { userId: string; conversationId: number; report: unknown },
): Promise<{ alreadyReported: boolean }> {
  const report = parseInput(ReportSchema, input.report);
  const { otherId } = await loadParticipation(services.db, input);
  await enforceRateLimit(services, `report:${input.userId}`, CHAT_RATE_LIMITS.reportPerDay);
  const inserted = await services.db
    .insert(userReports)
    .values({
      reporterId: input.userId,
      reportedUserId: otherId,
      conversationId: input.conversationId,
      reason: report.reason,
      details: report.details,
    })
    .onConflictDoNothing()
    .returning({ id: userReports.id });
  return { alreadyReported: inserted.length === 0 };
}
