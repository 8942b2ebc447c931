import { Icon } from "~/app/components/ui/icon";
import { AppBadges } from "./app-badges";

export function AppPromotion() {
  return (
    <section
      aria-labelledby="app-promo-heading"
      className="flex flex-col items-start gap-6 rounded-xl bg-brand p-6 text-white sm:flex-row sm:items-center sm:p-8"
    >
      <Icon name="smartphone" className="hidden size-20 shrink-0 text-brand-light sm:block" />
      <div className="flex-1">
        <h2 id="app-promo-heading" className="text-2xl font-bold">
          Try the Mandi app
        </h2>
        <p className="mt-2 max-w-prose text-white/90">
          Buy and sell faster from your phone: post an ad straight from your camera, chat with sellers and get
          an alert when something you want is listed near you.
        </p>
      </div>
      <AppBadges />
    </section>
  );
}
