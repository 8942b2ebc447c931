import { data } from "react-router";
import { socialDestination } from "~/app/components/static/external-destinations";
import { NotFoundState } from "~/app/components/static/not-found-state";
import { RedirectNotice } from "~/app/components/static/redirect-notice";
import { WhatsAppJoin } from "~/app/components/static/whatsapp-join";
import { pageMeta } from "~/app/lib/meta";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/social";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const destination = loaderData?.destination;
  if (!destination) {
    return pageMeta(m.static_social_not_found_title(), m.static_social_not_found_meta_description());
  }
  if (loaderData.network === "whatsapp") {
    return pageMeta(m.static_social_whatsapp_meta_title(), m.static_social_whatsapp_meta_description());
  }
  return pageMeta(
    m.static_social_redirect_meta_title({ label: destination.label }),
    m.static_social_redirect_meta_description({ label: destination.label }),
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
      <NotFoundState title={m.static_social_not_found_title()} message={m.static_social_not_found_text()} />
    );
  }
  if (network === "whatsapp") return <WhatsAppJoin url={destination.url} />;
  return <RedirectNotice destination={destination} />;
}
