import { EMPTY_DRAFT, sellerPrefill, withSeller } from "~/app/components/sell/ad-draft";
import { DailyLimitReached } from "~/app/components/sell/daily-limit-reached";
import { handleSellAction } from "~/app/components/sell/sell-action.server";
import { SellPage } from "~/app/components/sell/sell-page";
import { pageMeta } from "~/app/lib/meta";
import { getUser } from "~/app/lib/session.server";
import { listCityOptions } from "~/domain/listings/list-city-options.server";
import { dailyLimitMessage, postingAllowance } from "~/domain/listings/posting-allowance.server";
import type { Route } from "./+types/sell";

export const meta: Route.MetaFunction = () =>
  pageMeta("Post an ad", "Post an ad on Mandi, India's marketplace to buy and sell near you.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const [user, cities] = await Promise.all([getUser(request, context), listCityOptions(context.services)]);
  const seller = sellerPrefill(user);
  // Over the daily limit the wizard does not start: nothing typed into it could be posted.
  const allowance = user ? await postingAllowance(context.services, { userId: user.id }) : null;
  const limitReached = allowance?.nextAt ? dailyLimitMessage(allowance) : null;
  return { seller, cities, initialDraft: withSeller(EMPTY_DRAFT, seller), limitReached };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleSellAction(request, context, { kind: "create" });
}

export default function Sell({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.limitReached) return <DailyLimitReached message={loaderData.limitReached} />;
  return (
    <SellPage
      editing={false}
      initialDraft={loaderData.initialDraft}
      seller={loaderData.seller}
      cities={loaderData.cities}
      actionData={actionData}
    />
  );
}
