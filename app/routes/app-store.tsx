import { data } from "react-router";
import { appStoreDestination } from "~/app/components/static/external-destinations";
import { NotFoundState } from "~/app/components/static/not-found-state";
import { RedirectNotice } from "~/app/components/static/redirect-notice";
import { pageMeta } from "~/app/lib/meta";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/app-store";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const destination = loaderData?.destination;
  if (!destination) return pageMeta(m.product_page_not_found_title(), m.product_app_store_unknown());
  return pageMeta(
    m.product_app_store_redirecting({ store: destination.label }),
    m.product_app_store_meta_description({ store: destination.label }),
  );
};

export function loader({ params, context }: Route.LoaderArgs) {
  const destination = appStoreDestination(params.store, context.services.settings.externalLinks);
  if (!destination) return data({ destination: null }, { status: 404 });
  return { destination };
}

export default function AppStorePage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.destination) {
    return (
      <NotFoundState title={m.product_page_not_found_title()} message={m.product_app_store_available()} />
    );
  }
  return <RedirectNotice destination={loaderData.destination} />;
}
