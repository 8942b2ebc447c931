import { isbot } from "isbot";
import { data, isRouteErrorResponse, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { FAVORITES_ACTION } from "~/app/components/listing/favorite-button";
import { formatPrice } from "~/app/components/listing/format";
import { PriceHintCard } from "~/app/components/listing/price-hint-card";
import { Gallery } from "~/app/components/product/gallery";
import { ListingFacts } from "~/app/components/product/listing-facts";
import { ListingGone } from "~/app/components/product/listing-gone";
import { ListingSummary, type Viewer } from "~/app/components/product/listing-summary";
import { productAction } from "~/app/components/product/product-action.server";
import { ProductJsonLd } from "~/app/components/product/product-json-ld";
import { ProductNotFound } from "~/app/components/product/product-not-found";
import { ReportListing } from "~/app/components/product/report-listing";
import { SellerCard } from "~/app/components/product/seller-card";
import { ShareLinks } from "~/app/components/product/share-links";
import { SimilarAds } from "~/app/components/product/similar-ads";
import { StatusNotice } from "~/app/components/product/status-notice";
import { cutDescription, pageMeta } from "~/app/lib/meta";
import { getUser } from "~/app/lib/session.server";
import { listFavoriteIds } from "~/domain/favorites/list-favorite-ids.server";
import { countListingView } from "~/domain/listings/count-listing-view.server";
import { getListingForViewer } from "~/domain/listings/get-listing-for-viewer.server";
import { getPriceHint } from "~/domain/listings/get-price-hint.server";
import { listSimilarListings } from "~/domain/listings/list-similar-listings.server";
import { isListingAvailable } from "~/domain/listings/listing-views";
import { ListingIdSchema } from "~/domain/listings/listings-schemas";
import { hasReportedListing } from "~/domain/moderation/has-reported-listing.server";
import { isAdmin } from "~/domain/moderation/is-admin";
import { getRatingSummary } from "~/domain/ratings/list-member-ratings.server";
import { refusalWhen } from "~/domain/shared/app-error-refusal";
import { m } from "~/i18n/paraglide/messages";
import { isPrefetch } from "~/web/prefetch";
import type { Route } from "./+types/product";

export const meta: Route.MetaFunction = ({ data: loaded }) => {
  if (!loaded) return pageMeta(m.product_not_found_title(), m.product_not_found_text());
  if (loaded.gone) {
    return [
      ...pageMeta(m.product_gone_meta_title(), m.product_gone_meta_description()),
      { name: "robots", content: "noindex" },
    ];
  }
  const { listing, url, images } = loaded;
  const summary = `${formatPrice(listing.price, listing.priceText)} · ${listing.city}. ${listing.description}`;
  return [
    ...pageMeta(listing.title, summary),
    { property: "og:title", content: listing.title },
    { property: "og:description", content: cutDescription(summary) },
    ...(images[0] ? [{ property: "og:image", content: images[0] }] : []),
    { property: "og:url", content: url },
    { property: "og:type", content: "product" },
    { name: "twitter:card", content: "summary_large_image" },
    { tagName: "link", rel: "canonical", href: url },
  ];
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = ListingIdSchema.safeParse(params.id);
  if (!id.success) throw data("Product not found.", { status: 404 });
  const { services } = context;
  const user = await getUser(request, context);
  const found = await getListingForViewer(services, {
    id: id.data,
    viewerId: user?.id ?? null,
    viewerModerates: isAdmin(services, user),
  }).catch((err) => {
    throw data(refusalWhen(err, "NOT_FOUND").message, { status: 404 });
  });
  if (!found.visible) {
    const similar = await listSimilarListings(services, found.similarTo);
    const favorites = user
      ? await listFavoriteIds(services, { userId: user.id, listingIds: similar.map((s) => s.id) })
      : null;
    return data(
      { gone: true as const, removedByModerator: found.removedByModerator, similar, favorites },
      { status: found.removed ? 410 : 404 },
    );
  }
  const { listing, isOwner } = found;
  if (!isbot(request.headers.get("user-agent")) && !isPrefetch(request.headers)) {
    countListingView(services, { id: listing.id });
  }
  const similar = await listSimilarListings(services, {
    id: listing.id,
    categoryId: listing.category.id,
    subcategoryId: listing.subcategory?.id ?? null,
  });
  const favorites = user
    ? await listFavoriteIds(services, {
        userId: user.id,
        listingIds: [listing.id, ...similar.map((s) => s.id)],
      })
    : null;
  const reported =
    user && !isOwner ? await hasReportedListing(services, { userId: user.id, listingId: listing.id }) : false;
  const [sellerRatings, priceHint] = await Promise.all([
    getRatingSummary(services, { memberId: listing.seller.id }),
    listing.price !== null && listing.price > 0 && listing.subcategory
      ? getPriceHint(services, {
          category: listing.category.slug,
          subcategory: listing.subcategory.slug,
          price: listing.price,
          city: listing.city,
          state: listing.state,
          attributes: listing.attributes,
          excludeId: listing.id,
        })
      : null,
  ]);
  const viewer: Viewer = {
    isOwner,
    favorite: favorites ? favorites.has(listing.id) : null,
    phone: !listing.showPhone || isOwner || !isListingAvailable(listing) ? "none" : user ? "reveal" : "login",
  };
  const origin = services.settings.publicUrl;
  return data(
    {
      gone: false as const,
      listing,
      similar,
      viewer,
      favorites,
      reported,
      sellerRatings,
      priceHint,
      url: new URL(`/product/${listing.id}`, origin).toString(),
      images: listing.photos.map((p) => new URL(`/media/${p.storageKey}/1280.webp`, origin).toString()),
      nonce: context.nonce,
    },
    { status: listing.status === "removed" ? 410 : 200 },
  );
}

export const action = (args: Route.ActionArgs) => productAction(args);

/**
 * Loading the page counts a view, so it is not loaded again after the page's own buttons or a heart: they
 * change nothing it shows (the heart and the number keep their own answer).
 */
export function shouldRevalidate({
  formAction,
  currentUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formAction === FAVORITES_ACTION || formAction === currentUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  if (loaderData.gone)
    return (
      <ListingGone
        similar={loaderData.similar}
        favorites={loaderData.favorites}
        removedByModerator={loaderData.removedByModerator}
      />
    );
  const { listing, similar, viewer, favorites, reported, sellerRatings, priceHint, url, images, nonce } =
    loaderData;
  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-6">
      <ProductJsonLd listing={listing} url={url} images={images} nonce={nonce} />
      <nav aria-label={m.product_breadcrumb_label()} className="text-sm text-slate-600">
        <Link to="/products" className="inline-flex min-h-11 items-center underline">
          {m.product_breadcrumb_all()}
        </Link>
        {" / "}
        <Link
          to={`/products/${listing.category.slug}`}
          className="inline-flex min-h-11 items-center underline"
        >
          {listing.category.name}
        </Link>
        {listing.subcategory ? (
          <>
            {" / "}
            <Link
              to={`/products/${listing.category.slug}/${listing.subcategory.slug}`}
              className="inline-flex min-h-11 items-center underline"
            >
              {listing.subcategory.name}
            </Link>
          </>
        ) : null}
      </nav>
      <StatusNotice
        status={listing.status}
        isOwner={viewer.isOwner}
        removedReason={viewer.isOwner ? listing.removedReason : null}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr] lg:gap-8">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <Gallery photos={listing.photos} title={listing.title} />
        </div>
        <div className="flex flex-col gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ListingSummary listing={listing} viewer={viewer} />
          {priceHint ? <PriceHintCard hint={priceHint} /> : null}
          <SellerCard seller={listing.seller} ratings={sellerRatings} />
          <ShareLinks
            url={url}
            text={m.product_share_text({
              title: listing.title,
              price: formatPrice(listing.price, listing.priceText),
            })}
          />
          {viewer.isOwner ? null : <ReportListing reported={reported} />}
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-2">
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="mb-2 text-lg font-bold">
              {m.product_description_heading()}
            </h2>
            <p className="whitespace-pre-line break-words text-slate-800">{listing.description}</p>
          </section>
          <ListingFacts listing={listing} />
        </div>
      </div>
      <SimilarAds similar={similar} favorites={favorites} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ProductNotFound />;
  throw error;
}
