import { Icon } from "~/app/components/ui/icon";
import { m } from "~/i18n/paraglide/messages";
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
          {m.shell_app_promo_heading()}
        </h2>
        <p className="mt-2 max-w-prose text-white/90">{m.shell_app_promo_text()}</p>
      </div>
      <AppBadges />
    </section>
  );
}
