import { Plus } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";
import { DeleteConfirmation } from "~/app/components/my-listings/delete-listing-dialog";
import { MyListingRow } from "~/app/components/my-listings/my-listing-row";
import { myListingsAction } from "~/app/components/my-listings/my-listings-action.server";
import { MyListingsEmpty } from "~/app/components/my-listings/my-listings-empty";
import { Pager } from "~/app/components/ui/pager";
import { pageMeta } from "~/app/lib/meta";
import { requireUser } from "~/app/lib/session.server";
import { listMyListings } from "~/domain/listings/list-my-listings.server";
import { searchFieldSchemas } from "~/domain/listings/listings-schemas";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/my-listings";

export const meta: Route.MetaFunction = () =>
  pageMeta(m.account_my_listings_meta_title(), m.account_my_listings_meta_description());

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const params = new URL(request.url).searchParams;
  const page = searchFieldSchemas.page.safeParse(params.get("page") ?? "1");
  const mine = await listMyListings(context.services, {
    userId: user.id,
    page: page.success ? page.data : 1,
  });
  // Without JavaScript, "Delete" links here with ?delete={id} and the question is asked on the page.
  const confirming = mine.listings.find((l) => String(l.id) === params.get("delete")) ?? null;
  return { mine, confirming: confirming ? { id: confirming.id, title: confirming.title } : null };
}

export const action = (args: Route.ActionArgs) => myListingsAction(args);

export default function MyListings({ loaderData }: Route.ComponentProps) {
  const { mine, confirming } = loaderData;
  const base = mine.page > 1 ? `/my-listings?page=${mine.page}` : "/my-listings";
  const confirmHref = (id: number) => `${base}${base.includes("?") ? "&" : "?"}delete=${id}`;
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{m.account_my_listings_title()}</h1>
        {mine.total > 0 ? (
          <Link
            to="/sell"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-md bg-sell px-4 py-2 font-semibold text-brand hover:brightness-95"
          >
            <Plus aria-hidden="true" className="size-4" />
            {m.account_my_listings_post_new()}
          </Link>
        ) : null}
      </div>
      {confirming ? (
        <DeleteConfirmation listingId={confirming.id} title={confirming.title} cancelHref={base} />
      ) : null}
      {mine.total === 0 ? (
        <MyListingsEmpty />
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {mine.total === 1
              ? m.account_my_listings_count_one()
              : m.account_my_listings_count_other({ count: String(mine.total) })}
          </p>
          <ul className="flex flex-col gap-3">
            {mine.listings.map((listing) => (
              <li key={listing.id}>
                <MyListingRow listing={listing} confirmHref={confirmHref(listing.id)} />
              </li>
            ))}
          </ul>
          <Pager path="/my-listings" page={mine.page} pageCount={mine.pageCount} />
        </>
      )}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{m.account_my_listings_not_found_title()}</h1>
      <p>{m.account_my_listings_not_found_text()}</p>
      <Link to="/my-listings" className="rounded-md bg-brand px-4 py-2 font-semibold text-white">
        {m.account_my_listings_back()}
      </Link>
    </main>
  );
}
