import { type AppLoadContext, redirect } from "react-router";
import type { SessionUser } from "~/domain/accounts/session-user";
import { searchFieldSchemas } from "~/domain/listings/listings-schemas";
import type { QueueStatus } from "~/domain/moderation/moderation-schemas";
import { requireAdminPage } from "./admin-guard.server";
import { queueHref, queueStatus } from "./queue-href";

type ListQueue<Page> = (
  services: AppLoadContext["services"],
  input: { actor: SessionUser; status: QueueStatus; page: number },
) => Promise<Page>;

/** A report queue's page (/admin, /admin/members) for its URL's status and page, for an admin only. */
export async function loadReportQueue<Page extends { page: number; pageCount: number }>(
  { request, context }: { request: Request; context: AppLoadContext },
  path: string,
  list: ListQueue<Page>,
): Promise<{ queue: Page }> {
  const actor = await requireAdminPage(request, context);
  const params = new URL(request.url).searchParams;
  const status = queueStatus(params.get("status"));
  const page = searchFieldSchemas.page.safeParse(params.get("page") ?? "1");
  const queue = await list(context.services, { actor, status, page: page.success ? page.data : 1 });
  // The last of the last page was just dealt with: show the page before it rather than an empty one.
  if (queue.page > queue.pageCount) throw redirect(queueHref(status, queue.pageCount, path));
  return { queue };
}
