import { count, desc } from "drizzle-orm";
import { auditLog } from "~/db/schema";
import type { Services } from "../shared/services";
import { type Moderator, requireAdmin } from "./require-admin";

export const AUDIT_LOG_PAGE_SIZE = 50;

export interface AuditLogEntry {
  id: number;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  reason: string;
  detail: Record<string, string | number | boolean | null>;
  createdAt: string;
}

export interface AuditLogPage {
  entries: AuditLogEntry[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** What the moderators did, newest first. */
export async function listAuditLog(
  services: Pick<Services, "db" | "settings">,
  input: { actor: Moderator | null; page?: number },
): Promise<AuditLogPage> {
  requireAdmin(services, input.actor);
  const { db } = services;
  const page = Math.max(1, Math.floor(input.page ?? 1));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actorEmail: auditLog.actorEmail,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        reason: auditLog.reason,
        detail: auditLog.detail,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_LOG_PAGE_SIZE)
      .offset((page - 1) * AUDIT_LOG_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog),
  ]);
  const total = Number(counted?.total ?? 0);
  return {
    entries: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
    page,
    pageSize: AUDIT_LOG_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / AUDIT_LOG_PAGE_SIZE)),
  };
}
