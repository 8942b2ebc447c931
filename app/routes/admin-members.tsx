import { isRouteErrorResponse, redirect } from "react-router";
import { requireAdminPage } from "~/app/components/admin/admin-guard.server";
import { AdminNav } from "~/app/components/admin/admin-nav";
import { memberAction } from "~/app/components/admin/member-action.server";
import { MemberReportItem } from "~/app/components/admin/member-report-item";
import { QueueFilter } from "~/app/components/admin/queue-filter";
import { queueHref, queueStatus } from "~/app/components/admin/queue-href";
import { Pager } from "~/app/components/ui/pager";
import { pageMeta } from "~/app/lib/meta";
import { searchFieldSchemas } from "~/domain/listings/listings-schemas";
import { listMemberReports } from "~/domain/moderation/list-member-reports.server";
import type { Route } from "./+types/admin-members";
// Admins are invisible: to anyone else this page is the site's own "Page not found".
import NotFound from "./not-found";

const PATH = "/admin/members";
const STATUS_HEADINGS = {
  open: "Open reports",
  dismissed: "Dismissed reports",
  resolved: "Resolved reports",
};

export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? pageMeta("Page not found", "The page you are looking for is not on Mandi.")
    : pageMeta("Reported members", "Members reported from chats on Mandi.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireAdminPage(request, context);
  const params = new URL(request.url).searchParams;
  const status = queueStatus(params.get("status"));
  const page = searchFieldSchemas.page.safeParse(params.get("page") ?? "1");
  const queue = await listMemberReports(context.services, {
    actor,
    status,
    page: page.success ? page.data : 1,
  });
  // The last member of the last page was just dealt with: show the page before it rather than an empty one.
  if (queue.page > queue.pageCount) throw redirect(queueHref(status, queue.pageCount, PATH));
  return { queue };
}

export const action = (args: Route.ActionArgs) => memberAction(args);

export default function AdminMembers({ loaderData, actionData }: Route.ComponentProps) {
  const { queue } = loaderData;
  const members = queue.total === 1 ? "1 member" : `${queue.total} members`;
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Reported members</h1>
        <AdminNav />
      </div>
      <QueueFilter current={queue.status} path={PATH} />
      <h2 className="text-lg font-semibold">
        {STATUS_HEADINGS[queue.status]} <span className="font-normal text-slate-700">{`(${members})`}</span>
      </h2>
      {queue.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {queue.status === "open"
            ? "No member reported from a chat is waiting. All clear."
            : "Nothing here yet."}
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {queue.items.map((item) => (
            <li key={item.member.id}>
              <MemberReportItem item={item} status={queue.status} refused={actionData} />
            </li>
          ))}
        </ul>
      )}
      <Pager path={queueHref(queue.status, 1, PATH)} page={queue.page} pageCount={queue.pageCount} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFound />;
}
