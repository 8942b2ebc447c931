import { and, eq, inArray } from "drizzle-orm";
import { userReports, users } from "~/db/schema";
import { AppError } from "../shared/app-error";
import type { Services } from "../shared/services";
import { type Moderator, requireAdmin } from "./require-admin";
import { writeAudit } from "./write-audit.server";

export const NO_OPEN_MEMBER_REPORTS_MESSAGE = "This member has no open reports.";

/** The open reports of a member from chats were unfounded: they are closed as dismissed, the member is left be. */
export async function dismissMemberReports(
  services: Pick<Services, "db" | "settings">,
  input: { actor: Moderator | null; userId: string; reason?: string },
): Promise<{ userId: string; name: string; dismissed: number }> {
  const { actor } = input;
  requireAdmin(services, actor);
  return services.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.id, input.userId));
    if (!member) throw new AppError("NOT_FOUND", "server_ratings_seller_not_found");
    const closed = await tx
      .update(userReports)
      .set({ status: "dismissed" })
      .where(
        and(eq(userReports.reportedUserId, member.id), inArray(userReports.status, ["open", "reviewing"])),
      )
      .returning({ id: userReports.id });
    if (closed.length === 0) throw new AppError("CONFLICT", "server_moderation_member_no_reports");
    await writeAudit(tx, {
      actor,
      action: "member-reports.dismiss",
      target: { type: "user", id: member.id },
      reason: input.reason?.trim() ?? "",
      detail: { name: member.name, reports: closed.length },
    });
    return { userId: member.id, name: member.name.trim(), dismissed: closed.length };
  });
}
