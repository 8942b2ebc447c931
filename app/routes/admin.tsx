import { isRouteErrorResponse, redirect } from "react-router";
import { requireAdminPage } from "~/app/components/admin/admin-guard.server";
import { AdminNav } from "~/app/components/admin/admin-nav";
import { moderationAction } from "~/app/components/admin/moderation-action.server";
import { QueueFilter } from "~/app/components/admin/queue-filter";
import { queueHref, queueStatus } from "~/app/components/admin/queue-href";
import { QueueItem } from "~/app/components/admin/queue-item";
import { Pager } from "~/app/components/ui/pager";
import { pageMeta } from "~/app/lib/meta";
import { searchFieldSchemas } from "~/domain/listings/listings-schemas";
import { listModerationQueue } from "~/domain/moderation/list-moderation-queue.server";
import type { Route } from "./+types/admin";
// Admins are invisible: to anyone else this page is the site's own "Page not found".
import NotFound from "./not-found";

const STATUS_HEADINGS = {
  open: "Open reports",
  dismissed: "Dismissed reports",
  resolved: "Resolved reports",
};

export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? pageMeta("Page not found", "The page you are looking for is not on Mandi.")
    : pageMeta("Moderation", "Reported ads on Mandi.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireAdminPage(request, context);
  const params = new URL(request.url).searchParams;
  const status = queueStatus(params.get("status"));
  const page = searchFieldSchemas.page.safeParse(params.get("page") ?? "1");
  const queue = await listModerationQueue(context.services, {
    actor,
    status,
    page: page.success ? page.data : 1,
  });
  // The last ad of the last page was just dealt with: show the page before it rather than an empty one.
  if (queue.page > queue.pageCount) throw redirect(queueHref(status, queue.pageCount));
  return { queue };
}

export const action = (args: Route.ActionArgs) => moderationAction(args);

export default function Admin({ loaderData, actionData }: Route.ComponentProps) {
  const { queue } = loaderData;
  const heading = STATUS_HEADINGS[queue.status];
  const ads = queue.total === 1 ? "1 ad" : `${queue.total} ads`;
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Moderation</h1>
        <AdminNav />
      </div>
      <QueueFilter current={queue.status} />
      <h2 className="text-lg font-semibold">
        {heading} <span className="font-normal text-slate-700">{`(${ads})`}</span>
      </h2>
      {queue.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {queue.status === "open" ? "No open reports. All clear." : "Nothing here yet."}
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {queue.items.map((item) => (
            <li key={item.listing.id}>
              <QueueItem item={item} status={queue.status} refused={actionData} />
            </li>
          ))}
        </ul>
      )}
      <Pager path={queueHref(queue.status)} page={queue.page} pageCount={queue.pageCount} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFound />;
}
