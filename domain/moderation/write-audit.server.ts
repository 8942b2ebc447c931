import type { Db } from "~/db/client.server";
import { auditLog } from "~/db/schema";

/** Who acted: a moderator, or Mandi itself (a suspension that ran out), recorded as "system" with no actor id. */
export const SYSTEM_ACTOR = "system";

export interface AuditEntry {
  actor: { id: string; email: string | null } | typeof SYSTEM_ACTOR;
  action: string;
  target: { type: "listing" | "user" | "report" | "rating"; id: string | number };
  reason?: string;
  detail?: Record<string, string | number | boolean | null>;
}

/** Records one admin action (who, what, when, why). Called inside the action's own transaction where it has one. */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor === SYSTEM_ACTOR ? null : entry.actor.id,
    actorEmail: entry.actor === SYSTEM_ACTOR ? SYSTEM_ACTOR : (entry.actor.email ?? ""),
    action: entry.action,
    targetType: entry.target.type,
    targetId: String(entry.target.id),
    reason: entry.reason ?? "",
    detail: entry.detail ?? {},
  });
}
