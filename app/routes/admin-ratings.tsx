import { isRouteErrorResponse, redirect } from "react-router";
import { requireAdminPage } from "~/app/components/admin/admin-guard.server";
import { AdminNav } from "~/app/components/admin/admin-nav";
import {
  ratingModerationAction,
  ratingsQueueHref,
} from "~/app/components/admin/rating-moderation-action.server";
import { ReportedRating } from "~/app/components/admin/reported-rating";
import { Pager } from "~/app/components/ui/pager";
import { pageMeta } from "~/app/lib/meta";
import { searchFieldSchemas } from "~/domain/listings/listings-schemas";
import { listReportedRatings } from "~/domain/ratings/list-reported-ratings.server";
import type { Route } from "./+types/admin-ratings";
// Admins are invisible: to anyone else this page is the site's own "Page not found".
import NotFound from "./not-found";

export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? pageMeta("Page not found", "The page you are looking for is not on Mandi.")
    : pageMeta("Reported ratings", "Ratings members reported to Mandi's moderators.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireAdminPage(request, context);
  const page = searchFieldSchemas.page.safeParse(new URL(request.url).searchParams.get("page") ?? "1");
  const queue = await listReportedRatings(context.services, { actor, page: page.success ? page.data : 1 });
  // The last rating of the last page was just dealt with: show the page before it rather than an empty one.
  if (queue.page > queue.pageCount) throw redirect(ratingsQueueHref(queue.pageCount));
  return { queue };
}

export const action = (args: Route.ActionArgs) => ratingModerationAction(args);

export default function AdminRatings({ loaderData }: Route.ComponentProps) {
  const { queue } = loaderData;
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Reported ratings</h1>
        <AdminNav />
      </div>
      <p className="text-sm text-slate-700">
        {`${queue.total === 1 ? "1 rating" : `${queue.total} ratings`} with open reports, the most reported first.`}
      </p>
      {queue.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
          No reported ratings. All clear.
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {queue.items.map((item) => (
            <li key={item.rating.id}>
              <ReportedRating item={item} />
            </li>
          ))}
        </ul>
      )}
      <Pager path="/admin/ratings" page={queue.page} pageCount={queue.pageCount} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFound />;
}
