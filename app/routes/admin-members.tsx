import { isRouteErrorResponse } from "react-router";
import { memberAction } from "~/app/components/admin/member-action.server";
import { MemberReportItem } from "~/app/components/admin/member-report-item";
import { loadReportQueue } from "~/app/components/admin/report-queue.server";
import { ReportQueuePage } from "~/app/components/admin/report-queue-page";
import { pageMeta } from "~/app/lib/meta";
import { listMemberReports } from "~/domain/moderation/list-member-reports.server";
import type { Route } from "./+types/admin-members";
// Admins are invisible: to anyone else this page is the site's own "Page not found".
import NotFound from "./not-found";

const PATH = "/admin/members";

export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? pageMeta("Page not found", "The page you are looking for is not on Mandi.")
    : pageMeta("Reported members", "Members reported from chats on Mandi.");

export const loader = (args: Route.LoaderArgs) => loadReportQueue(args, PATH, listMemberReports);

export const action = (args: Route.ActionArgs) => memberAction(args);

export default function AdminMembers({ loaderData, actionData }: Route.ComponentProps) {
  const { queue } = loaderData;
  return (
    <ReportQueuePage
      title="Reported members"
      path={PATH}
      queue={queue}
      noun={["member", "members"]}
      allClear="No member reported from a chat is waiting. All clear."
      itemKey={(item) => item.member.id}
      renderItem={(item) => <MemberReportItem item={item} status={queue.status} refused={actionData} />}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFound />;
}
