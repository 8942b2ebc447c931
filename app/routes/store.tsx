import { LoaderCircle } from "lucide-react";
import { type ReactNode, Suspense } from "react";
import { Await, data, isRouteErrorResponse } from "react-router";
import { StoreCard } from "~/app/components/store/store-card";
import { pageMeta } from "~/app/lib/meta";
import type { ListingCardView } from "~/domain/listings/listing-views";
import { searchListings } from "~/domain/listings/search-listings.server";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/store";

const STORE_SIZE = 24;

export const meta: Route.MetaFunction = () =>
  pageMeta(m.product_store_title(), m.product_store_meta_description());

/**
 * A navigation inside the app (the router's fetch) streams the products in after the page shell, so it shows the
 * spinner instead of waiting. A page load waits for them: a streamed part is swapped in by an inline script,
 * which a page without JavaScript never runs (it would show the spinner for ever).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const products = searchListings(context.services, { sort: "newest", pageSize: STORE_SIZE }).then(
    (result) => result.listings,
    () => {
      throw data(m.product_store_load_failed(), { status: 503 });
    },
  );
  const routerFetch = (request.headers.get("Sec-Fetch-Mode") ?? "navigate") !== "navigate";
  return { products: routerFetch ? products : await products };
}

function StoreMain({ children }: { children: ReactNode }) {
  return (
    <main className="min-h-[60vh] bg-store px-4 py-8 text-white">
      <div className="mx-auto max-w-7xl">
        <h1 className="mb-6 text-3xl font-extrabold">{m.product_store_title()}</h1>
        {children}
      </div>
    </main>
  );
}

export default function Store({ loaderData }: Route.ComponentProps) {
  const { products } = loaderData;
  // Products already loaded are drawn in place: React outlines a big Suspense boundary's content (hidden, shown
  // by a script) even when it has resolved before the page is sent.
  return (
    <StoreMain>
      {Array.isArray(products) ? (
        <StoreGrid products={products} />
      ) : (
        <Suspense fallback={<Loading />}>
          <Await resolve={products}>{(loaded) => <StoreGrid products={loaded} />}</Await>
        </Suspense>
      )}
    </StoreMain>
  );
}

function Loading() {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-20 text-slate-300">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin" />
      <span>{m.product_store_loading()}</span>
    </div>
  );
}

function StoreGrid({ products }: { products: ListingCardView[] }) {
  if (products.length === 0) {
    return <p className="py-16 text-center text-lg text-slate-300">{m.product_store_empty()}</p>;
  }
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
      {products.map((listing, index) => (
        <li key={listing.id}>
          <StoreCard listing={listing} index={index} />
        </li>
      ))}
    </ul>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // An unexpected failure's data is { requestId } (server/page-errors.ts), not a message.
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string"
      ? error.data
      : error instanceof Error
        ? error.message
        : m.product_store_unknown_error();
  return (
    <StoreMain>
      <p role="alert" className="rounded-lg bg-red-950/60 p-4 text-red-100">
        {m.product_store_error({ message })}
      </p>
    </StoreMain>
  );
}
