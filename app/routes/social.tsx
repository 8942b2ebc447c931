import { data } from "react-router";
import { socialDestination } from "~/app/components/static/external-destinations";
import { NotFoundState } from "~/app/components/static/not-found-state";
import { RedirectNotice } from "~/app/components/static/redirect-notice";
import { WhatsAppJoin } from "~/app/components/static/whatsapp-join";
import { pageMeta } from "~/app/lib/meta";
import type { Route } from "./+types/social";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const destination = loaderData?.destination;
  if (!destination) return pageMeta("Page not found", "Mandi is not on this social network.");
  if (loaderData.network === "whatsapp") {
    return pageMeta(
      "Join Mandi on WhatsApp",
      "Join the Mandi community on WhatsApp for buying and selling tips, safety alerts and news.",
    );
  }
  return pageMeta(
    `Redirecting to ${destination.label}`,
    `Follow Mandi on ${destination.label} for tips, deals and news from India's marketplace.`,
  );
};

export function loader({ params, context }: Route.LoaderArgs) {
  const destination = socialDestination(params.network, context.services.settings.externalLinks);
  if (!destination) return data({ network: params.network, destination: null }, { status: 404 });
  return { network: params.network, destination };
}

export default function SocialPage({ loaderData }: Route.ComponentProps) {
  const { network, destination } = loaderData;
  if (!destination) {
    return (
      <NotFoundState
        title="Page not found"
        message="Find Mandi on Facebook, Twitter, YouTube, Instagram and WhatsApp from the links at the bottom of every page."
      />
    );
  }
  if (network === "whatsapp") return <WhatsAppJoin url={destination.url} />;
  return <RedirectNotice destination={destination} />;
}
