import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { requireAdminPage } from "~/app/components/admin/admin-guard.server";
import { AdminNav } from "~/app/components/admin/admin-nav";
import { HeldAd, type ReviewActionData } from "~/app/components/admin/held-ad";
import { Pager } from "~/app/components/ui/pager";
import { pageMeta } from "~/app/lib/meta";
import { redirectWithToast } from "~/app/lib/toast.server";
import { searchFieldSchemas } from "~/domain/listings/listings-schemas";
import { listReviewQueue } from "~/domain/moderation/list-review-queue.server";
import { ReviewFormSchema } from "~/domain/moderation/moderation-schemas";
import { approveListing, rejectListing } from "~/domain/moderation/review-listing.server";
import { REVIEW_RULE_IDS, REVIEW_RULE_LABELS, type ReviewRule } from "~/domain/moderation/risk-rules";
import { refusalOf } from "~/domain/shared/app-error-refusal";
import type { Route } from "./+types/admin-review";
// Admins are invisible: to anyone else this page is the site's own "Page not found".
import NotFound from "./not-found";

export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? pageMeta("Page not found", "The page you are looking for is not on Mandi.")
    : pageMeta("Pending review", "New ads held for a moderator on Mandi.");

function ruleOf(value: string | null): ReviewRule | null {
  return (REVIEW_RULE_IDS as readonly string[]).includes(value ?? "") ? (value as ReviewRule) : null;
}

/** /admin/review with its filter and page, leaving out the defaults (every rule, page 1). */
function reviewHref(rule: ReviewRule | null, page = 1): string {
  const query = new URLSearchParams();
  if (rule) query.set("rule", rule);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `/admin/review?${search}` : "/admin/review";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireAdminPage(request, context);
  const params = new URL(request.url).searchParams;
  const rule = ruleOf(params.get("rule"));
  const page = searchFieldSchemas.page.safeParse(params.get("page") ?? "1");
  const queue = await listReviewQueue(context.services, {
    actor,
    rule,
    page: page.success ? page.data : 1,
  });
  // The last ad of the last page was just dealt with: show the page before it rather than an empty one.
  if (queue.page > queue.pageCount) throw redirect(reviewHref(rule, queue.pageCount));
  return { queue };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdminPage(request, context);
  const params = new URL(request.url).searchParams;
  const back = reviewHref(ruleOf(params.get("rule")), Number(params.get("page") ?? "1") || 1);
  const parsed = ReviewFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data("Unknown action.", { status: 400 });
  const form = parsed.data;
  try {
    if (form.intent === "approve") {
      const done = await approveListing(context.services, { actor, listingId: form.listingId });
      return redirectWithToast(back, {
        title: "Ad approved",
        description: `"${done.title}" is live and its seller has been told.`,
      });
    }
    const done = await rejectListing(context.services, {
      actor,
      listingId: form.listingId,
      reason: form.reason,
    });
    return redirectWithToast(back, {
      title: "Ad rejected",
      description: `"${done.title}" is removed and its seller has been told why.`,
    });
  } catch (err) {
    const refusal = refusalOf(err);
    if (refusal.code === "VALIDATION" && refusal.fields && form.intent === "reject") {
      return data<ReviewActionData>(
        { listingId: form.listingId, fields: refusal.fields, reason: form.reason },
        { status: 422 },
      );
    }
    return redirectWithToast(back, {
      title: "Could not review the ad",
      description: refusal.message,
      variant: "destructive",
    });
  }
}

export default function AdminReview({ loaderData, actionData }: Route.ComponentProps) {
  const { queue } = loaderData;
  const ads = queue.total === 1 ? "1 ad" : `${queue.total} ads`;
  const filters: { rule: ReviewRule | null; label: string }[] = [
    { rule: null, label: "All" },
    ...REVIEW_RULE_IDS.map((rule) => ({ rule, label: REVIEW_RULE_LABELS[rule] ?? rule })),
  ];
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Moderation</h1>
        <AdminNav />
      </div>
      <nav aria-label="Why held">
        <ul className="flex flex-wrap gap-2 text-sm">
          {filters.map(({ rule, label }) => (
            <li key={rule ?? "all"}>
              <Link
                to={reviewHref(rule)}
                aria-current={rule === queue.rule ? "page" : undefined}
                className={`inline-flex min-h-10 items-center rounded-full border px-4 font-semibold ${
                  rule === queue.rule
                    ? "border-brand bg-brand text-white"
                    : "border-slate-300 bg-white text-slate-800 hover:bg-surface"
                }`}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="text-lg font-semibold">
        Pending review <span className="font-normal text-slate-700">{`(${ads})`}</span>
      </h2>
      <p className="text-sm text-slate-700">
        New ads that met a risk rule wait here, the longest waiting first. Their sellers see them as “Pending
        review”; nobody else sees them until they are approved.
      </p>
      {queue.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
          No ads are waiting for review.
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {queue.items.map((item) => (
            <li key={item.listing.id}>
              <HeldAd item={item} refused={actionData} />
            </li>
          ))}
        </ul>
      )}
      <Pager path={reviewHref(queue.rule)} page={queue.page} pageCount={queue.pageCount} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFound />;
}
