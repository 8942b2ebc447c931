import { z } from "@hono/zod-openapi";
import { QUEUE_STATUSES } from "~/domain/moderation/moderation-schemas";
import { QueueReport, SellerHistory } from "./admin-api-schemas";

/** Shapes of /api/v1/admin/member-reports and /admin/members/*, as domain/moderation returns them. */

const dateTime = z.string().openapi({ format: "date-time" });

const MemberReport = QueueReport.extend({
  conversation: z.object({ subject: z.string(), listingTitle: z.string().nullable() }).nullable().openapi({
    description:
      "The chat the report came from: its subject and the ad it is about. Never its messages. Null when the chat is gone",
  }),
});

export const MemberQueueItem = z
  .object({
    member: SellerHistory,
    reportCount: z.number(),
    lastReportedAt: dateTime,
    reports: z.array(MemberReport),
  })
  .openapi("MemberQueueItem");

export const MemberReportsPage = z.object({
  status: z.enum(QUEUE_STATUSES),
  items: z.array(MemberQueueItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
});

export const MemberReportsDismissed = z.object({
  userId: z.string(),
  name: z.string(),
  dismissed: z.number(),
});
