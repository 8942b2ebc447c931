import { Hourglass, PartyPopper } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { clearStoredAdDraft } from "~/app/hooks/use-ad-draft";
import { useHydrated } from "~/app/hooks/use-hydrated";
import { pageMeta } from "~/app/lib/meta";
import { getUser } from "~/app/lib/session.server";
import { getOwnListingStatus } from "~/domain/listings/get-own-listing-status.server";
import { ListingIdSchema } from "~/domain/listings/listings-schemas";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/post-success";

export const meta: Route.MetaFunction = () =>
  pageMeta(m.sell_success_meta_title(), m.sell_success_meta_description());

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const title = params.get("title")?.trim().slice(0, 120);
  // A risky new ad is held for review: its seller is told here rather than promised buyers who cannot see it.
  const id = ListingIdSchema.safeParse(params.get("id"));
  const user = id.success ? await getUser(request, context) : null;
  const status =
    id.success && user
      ? await getOwnListingStatus(context.services, { userId: user.id, listingId: id.data })
      : null;
  return { title: title || undefined, pending: status === "pending" };
}

export default function PostSuccessPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const hydrated = useHydrated();
  // Navigation state is unknown to the server, so it is read only once hydrated (no mismatch after a reload).
  const stateTitle = hydrated ? titleFromState(location.state) : undefined;
  const title = stateTitle ?? loaderData.title ?? m.sell_success_your_ad();
  // The ad is posted: its draft is done, also when the last step went as a plain form post before the scripts.
  useEffect(() => clearStoredAdDraft(), []);

  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      {loaderData.pending ? (
        <>
          <Hourglass aria-hidden="true" className="size-20 text-brand" />
          <h1 className="mt-6 text-3xl font-bold">{m.sell_success_pending_heading()}</h1>
          <p className="mt-3 text-lg text-gray-700">
            <strong className="font-semibold text-brand">{title}</strong> {m.sell_success_pending_before()}{" "}
            <Link to="/my-listings" className="font-semibold text-brand underline underline-offset-2">
              {m.sell_success_my_listings()}
            </Link>{" "}
            {m.sell_success_pending_after()}
          </p>
        </>
      ) : (
        <>
          <PartyPopper aria-hidden="true" className="size-20 text-brand" />
          <h1 className="mt-6 text-3xl font-bold">{m.sell_success_heading()}</h1>
          <p className="mt-3 text-lg text-gray-700">
            <strong className="font-semibold text-brand">{title}</strong> {m.sell_success_posted()}
          </p>
        </>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-md border-2 border-brand px-6 py-2 font-semibold text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {m.sell_success_home()}
        </Link>
        <Link
          to="/sell"
          className="inline-flex min-h-11 items-center rounded-md bg-sell px-6 py-2 font-semibold text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {m.sell_success_post_another()}
        </Link>
      </div>
    </main>
  );
}

function titleFromState(state: unknown): string | undefined {
  if (typeof state !== "object" || state === null || !("title" in state)) return undefined;
  const title = (state as { title: unknown }).title;
  return typeof title === "string" && title.trim() ? title.trim() : undefined;
}
