import { and, countDistinct, desc, eq, inArray, max, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { conversations, listings, userReports, users } from "~/db/schema";
import type { Services } from "../shared/services";
import {
  MODERATION_QUEUE_PAGE_SIZE,
  type QueueReport,
  readSellerHistories,
  type SellerHistory,
} from "./list-moderation-queue.server";
import type { QueueStatus } from "./moderation-schemas";
import { type Moderator, requireAdmin } from "./require-admin";

export interface MemberReport extends QueueReport {
  /**
   * The chat the report was sent from: its subject and the ad it is about, if any. Nothing of the messages
   * themselves — a moderator reads what the reporter wrote, no more. Null when the conversation is gone.
   */
  conversation: { subject: string; listingTitle: string | null } | null;
}

export interface MemberQueueItem {
  member: SellerHistory;
  reportCount: number;
  lastReportedAt: string;
  reports: MemberReport[];
}

export interface MemberReportsPage {
  status: QueueStatus;
  items: MemberQueueItem[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/**
 * Members reported from chats, one entry per member with their reports of the chosen status: the most reported
 * first, then the most recently reported. Each carries the reports and the member's history, as the ad queue does.
 */
export async function listMemberReports(
  services: Pick<Services, "db" | "settings">,
  input: { actor: Moderator | null; status?: QueueStatus; page?: number },
): Promise<MemberReportsPage> {
  requireAdmin(services, input.actor);
  const { db } = services;
  const status = input.status ?? "open";
  const page = Math.max(1, Math.floor(input.page ?? 1));
  const ofStatus = eq(userReports.status, status);
  const reportCount = sql<number>`count(*)::int`;
  const lastReportedAt = max(userReports.createdAt);
  const [groups, [counted]] = await Promise.all([
    db
      .select({ userId: userReports.reportedUserId, reportCount, lastReportedAt })
      .from(userReports)
      .where(ofStatus)
      .groupBy(userReports.reportedUserId)
      .orderBy(desc(reportCount), desc(lastReportedAt), desc(userReports.reportedUserId))
      .limit(MODERATION_QUEUE_PAGE_SIZE)
      .offset((page - 1) * MODERATION_QUEUE_PAGE_SIZE),
    db
      .select({ total: countDistinct(userReports.reportedUserId) })
      .from(userReports)
      .where(ofStatus),
  ]);
  const total = Number(counted?.total ?? 0);
  const ids = groups.map((g) => g.userId);
  const [members, reportRows] = await Promise.all([
    readSellerHistories(services, ids),
    ids.length ? readReports(services, ids, status) : [],
  ]);
  const items = groups.flatMap((group): MemberQueueItem[] => {
    const member = members.get(group.userId);
    if (!member) return [];
    return [
      {
        member,
        reportCount: Number(group.reportCount),
        lastReportedAt: new Date(group.lastReportedAt ?? 0).toISOString(),
        reports: reportRows.filter((r) => r.userId === member.id).map(({ userId: _, ...r }) => r),
      },
    ];
  });
  return {
    status,
    items,
    total,
    page,
    pageSize: MODERATION_QUEUE_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / MODERATION_QUEUE_PAGE_SIZE)),
  };
}

async function readReports({ db }: Pick<Services, "db">, ids: string[], status: QueueStatus) {
  const reporters = alias(users, "reporters");
  const rows = await db
    .select({
      id: userReports.id,
      userId: userReports.reportedUserId,
      reason: userReports.reason,
      details: userReports.details,
      reporterName: reporters.name,
      createdAt: userReports.createdAt,
      subject: conversations.subject,
      listingTitle: listings.title,
    })
    .from(userReports)
    .leftJoin(reporters, eq(reporters.id, userReports.reporterId))
    .leftJoin(conversations, eq(conversations.id, userReports.conversationId))
    .leftJoin(listings, eq(listings.id, conversations.listingId))
    .where(and(inArray(userReports.reportedUserId, ids), eq(userReports.status, status)))
    .orderBy(desc(userReports.createdAt), desc(userReports.id));
  return rows.map(({ subject, listingTitle, ...r }) => ({
    ...r,
    reporterName: r.reporterName?.trim() ?? "",
    createdAt: r.createdAt.toISOString(),
    conversation: subject === null ? null : { subject, listingTitle },
  }));
}
