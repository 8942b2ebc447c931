import { isRouteErrorResponse } from "react-router";
import { requireAdminPage } from "~/app/components/admin/admin-guard.server";
import { AdminNav } from "~/app/components/admin/admin-nav";
import { AuditEntry } from "~/app/components/admin/audit-entry";
import { Pager } from "~/app/components/ui/pager";
import { pageMeta } from "~/app/lib/meta";
import { searchFieldSchemas } from "~/domain/listings/listings-schemas";
import { listAuditLog } from "~/domain/moderation/list-audit-log.server";
import type { Route } from "./+types/admin-audit";
// Admins are invisible: to anyone else this page is the site's own "Page not found".
import NotFound from "./not-found";

export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? pageMeta("Page not found", "The page you are looking for is not on Mandi.")
    : pageMeta("Audit log", "What Mandi's moderators did, when and why.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireAdminPage(request, context);
  const page = searchFieldSchemas.page.safeParse(new URL(request.url).searchParams.get("page") ?? "1");
  return { log: await listAuditLog(context.services, { actor, page: page.success ? page.data : 1 }) };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { log } = loaderData;
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Audit log</h1>
        <AdminNav />
      </div>
      <p className="text-sm text-slate-700">
        {`${log.total === 1 ? "1 action" : `${log.total} actions`}, newest first.`}
      </p>
      {log.entries.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
          No moderator has acted yet.
        </p>
      ) : (
        <ol className="flex flex-col gap-3">
          {log.entries.map((entry) => (
            <li key={entry.id}>
              <AuditEntry entry={entry} />
            </li>
          ))}
        </ol>
      )}
      <Pager path="/admin/audit" page={log.page} pageCount={log.pageCount} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFound />;
}
