import { isRouteErrorResponse } from "react-router";
import { moderationAction } from "~/app/components/admin/moderation-action.server";
import { QueueItem } from "~/app/components/admin/queue-item";
import { loadReportQueue } from "~/app/components/admin/report-queue.server";
import { ReportQueuePage } from "~/app/components/admin/report-queue-page";
import { pageMeta } from "~/app/lib/meta";
import { listModerationQueue } from "~/domain/moderation/list-moderation-queue.server";
import type { Route } from "./+types/admin";
// Admins are invisible: to anyone else this page is the site's own "Page not found".
import NotFound from "./not-found";

export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? pageMeta("Page not found", "The page you are looking for is not on Mandi.")
    : pageMeta("Moderation", "Reported ads on Mandi.");

export const loader = (args: Route.LoaderArgs) => loadReportQueue(args, "/admin", listModerationQueue);

export const action = (args: Route.ActionArgs) => moderationAction(args);

export default function Admin({ loaderData, actionData }: Route.ComponentProps) {
  const { queue } = loaderData;
  return (
    <ReportQueuePage
      title="Moderation"
      path="/admin"
      queue={queue}
      noun={["ad", "ads"]}
      allClear="No open reports. All clear."
      itemKey={(item) => item.listing.id}
      renderItem={(item) => <QueueItem item={item} status={queue.status} refused={actionData} />}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFound />;
}
