import { data, isRouteErrorResponse, redirect } from "react-router";
import { formatMonthYear } from "~/app/components/listing/format";
import { ratingReportAction } from "~/app/components/seller/rating-report-action.server";
import { SellerAds } from "~/app/components/seller/seller-ads";
import { SellerRatings } from "~/app/components/seller/seller-ratings";
import { SellerSummary } from "~/app/components/seller/seller-summary";
import { pageMeta } from "~/app/lib/meta";
import { getUser } from "~/app/lib/session.server";
import { displayName } from "~/domain/accounts/session-user";
import { listFavoriteIds } from "~/domain/favorites/list-favorite-ids.server";
import { searchFieldSchemas } from "~/domain/listings/listings-schemas";
import { listMemberRatings } from "~/domain/ratings/list-member-ratings.server";
import { getSellerProfile } from "~/domain/sellers/get-seller-profile.server";
import { refusalWhen } from "~/domain/shared/app-error-refusal";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/seller";
// An unknown or banned member has no profile: the site's own "Page not found".
import NotFound from "./not-found";

export const meta: Route.MetaFunction = ({ data: loaded }) => {
  if (!loaded) return pageMeta(m.product_page_not_found_title(), m.product_page_not_found_text());
  const { seller } = loaded;
  const name = displayName(seller);
  const ads =
    seller.ads.total === 1
      ? m.product_seller_meta_ads_one()
      : m.product_seller_meta_ads_many({ count: seller.ads.total });
  const date = formatMonthYear(seller.memberSince);
  return pageMeta(
    m.product_seller_meta_title({ name }),
    seller.city
      ? m.product_seller_meta_description_city({ name, date, ads, city: seller.city })
      : m.product_seller_meta_description({ name, date, ads }),
  );
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = searchFieldSchemas.page.safeParse(url.searchParams.get("page") ?? "1");
  const ratingsPage = searchFieldSchemas.page.safeParse(url.searchParams.get("ratings") ?? "1");
  const seller = await getSellerProfile(context.services, {
    id: params.id,
    page: page.success ? page.data : 1,
  }).catch((err) => {
    throw data(refusalWhen(err, "NOT_FOUND").message, { status: 404 });
  });
  if (seller.ads.page > seller.ads.pageCount) {
    const last = seller.ads.pageCount;
    throw redirect(`/seller/${encodeURIComponent(seller.id)}${last > 1 ? `?page=${last}` : ""}`);
  }
  const user = await getUser(request, context);
  const [favorites, ratings] = await Promise.all([
    user
      ? listFavoriteIds(context.services, {
          userId: user.id,
          listingIds: seller.ads.listings.map((l) => l.id),
        })
      : null,
    listMemberRatings(context.services, {
      memberId: seller.id,
      page: ratingsPage.success ? ratingsPage.data : 1,
      viewerId: user?.id ?? null,
    }),
  ]);
  if (ratings.page > ratings.pageCount) {
    const last = ratings.pageCount;
    throw redirect(`/seller/${encodeURIComponent(seller.id)}${last > 1 ? `?ratings=${last}` : ""}#ratings`);
  }
  return { seller, favorites, ratings, signedIn: user !== null, here: `${url.pathname}${url.search}` };
}

/** "Report" under a rating (app/components/seller/report-rating.tsx). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await getUser(request, context);
  return ratingReportAction({ services: context.services, user, request, form: await request.formData() });
}

export default function SellerProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { seller, favorites, ratings, signedIn, here } = loaderData;
  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
      <SellerSummary seller={seller} />
      <SellerAds sellerId={seller.id} ads={seller.ads} favorites={favorites} />
      <SellerRatings
        sellerId={seller.id}
        name={displayName(seller)}
        ratings={ratings}
        signedIn={signedIn}
        here={here}
        refused={actionData?.refusal}
      />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFound />;
}
