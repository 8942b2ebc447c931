import { data } from "react-router";
import { draftFromListing, sellerPrefill } from "~/app/components/sell/ad-draft";
import { handleSellAction } from "~/app/components/sell/sell-action.server";
import { SellPage } from "~/app/components/sell/sell-page";
import { pageMeta } from "~/app/lib/meta";
import { requireUser } from "~/app/lib/session.server";
import { listCategories } from "~/domain/catalog/list-categories.server";
import { getListingForEdit } from "~/domain/listings/get-listing-for-edit.server";
import { listCityOptions } from "~/domain/listings/list-city-options.server";
import { ListingIdSchema } from "~/domain/listings/listings-schemas";
import { refusalWhen } from "~/domain/shared/app-error-refusal";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/sell-edit";

export const meta: Route.MetaFunction = () =>
  pageMeta(m.sell_edit_meta_title(), m.sell_edit_meta_description());

function listingId(param: string | undefined): number {
  const parsed = ListingIdSchema.safeParse(param ?? "");
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const id = listingId(params.id);
  const [listing, cities, categories] = await Promise.all([
    getListingForEdit(context.services, { userId: user.id, listingId: id }).catch((err: unknown) => {
      refusalWhen(err, "NOT_FOUND");
      throw data(null, { status: 404 });
    }),
    listCityOptions(context.services),
    listCategories(context.services),
  ]);
  const initialDraft = draftFromListing(listing);
  // The ad's own town is a place its form accepts, even when it is not one of Mandi's cities.
  const own = cities.some((c) => c.name === initialDraft.city)
    ? []
    : [{ name: initialDraft.city, state: "" }];
  return { seller: sellerPrefill(user), cities: [...cities, ...own], categories, initialDraft };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = listingId(params.id);
  try {
    return await handleSellAction(request, context, { kind: "edit", listingId: id });
  } catch (err) {
    refusalWhen(err, "NOT_FOUND");
    throw data(null, { status: 404 });
  }
}

export default function SellEdit({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <SellPage
      // Another ad's edit page starts from that ad, not from the form state of this one.
      key={params.id}
      editing
      initialDraft={loaderData.initialDraft}
      seller={loaderData.seller}
      cities={loaderData.cities}
      categories={loaderData.categories}
      actionData={actionData}
    />
  );
}
