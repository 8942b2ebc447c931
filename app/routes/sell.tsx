import { EMPTY_DRAFT, sellerPrefill, withSeller } from "~/app/components/sell/ad-draft";
import { DailyLimitReached } from "~/app/components/sell/daily-limit-reached";
import { handleSellAction } from "~/app/components/sell/sell-action.server";
import { SellPage } from "~/app/components/sell/sell-page";
import { currentLocale, intlLocale } from "~/app/i18n/locale";
import { pageMeta } from "~/app/lib/meta";
import { getUser } from "~/app/lib/session.server";
import { listCategories } from "~/domain/catalog/list-categories.server";
import { listCityOptions } from "~/domain/listings/list-city-options.server";
import { type PostingAllowance, postingAllowance } from "~/domain/listings/posting-allowance.server";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/sell";

export const meta: Route.MetaFunction = () => pageMeta(m.sell_meta_title(), m.sell_meta_description());

/** Why the wizard does not start, in the page's language (dailyLimitMessage's words in English). */
function dailyLimitMessage(allowance: Pick<PostingAllowance, "limit" | "nextAt">): string {
  const when = allowance.nextAt
    ? new Intl.DateTimeFormat(intlLocale(currentLocale()), {
        day: "numeric",
        month: "short",
        hour: "numeric",
        minute: "2-digit",
        timeZone: "Asia/Kolkata",
      }).format(new Date(allowance.nextAt))
    : m.sell_limit_tomorrow();
  return m.sell_limit_message({ limit: String(allowance.limit), when });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const [user, cities, categories] = await Promise.all([
    getUser(request, context),
    listCityOptions(context.services),
    listCategories(context.services),
  ]);
  const seller = sellerPrefill(user);
  // Over the daily limit the wizard does not start: nothing typed into it could be posted.
  const allowance = user ? await postingAllowance(context.services, { userId: user.id }) : null;
  const limitReached = allowance?.nextAt ? dailyLimitMessage(allowance) : null;
  return { seller, cities, categories, initialDraft: withSeller(EMPTY_DRAFT, seller), limitReached };
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
      categories={loaderData.categories}
      actionData={actionData}
    />
  );
}
