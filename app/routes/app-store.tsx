import { data } from "react-router";
import { appStoreDestination } from "~/app/components/static/external-destinations";
import { NotFoundState } from "~/app/components/static/not-found-state";
import { RedirectNotice } from "~/app/components/static/redirect-notice";
import { pageMeta } from "~/app/lib/meta";
import type { Route } from "./+types/app-store";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const destination = loaderData?.destination;
  if (!destination) return pageMeta("Page not found", "This app store is not one Mandi is published on.");
  return pageMeta(
    `Redirecting to ${destination.label}`,
    `Get the Mandi app on ${destination.label}: buy and sell near you from your phone.`,
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
      <NotFoundState
        title="Page not found"
        message="The Mandi app is available on the App Store and Google Play."
      />
    );
  }
  return <RedirectNotice destination={loaderData.destination} />;
}
