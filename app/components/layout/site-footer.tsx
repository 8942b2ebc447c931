import type { ReactNode } from "react";
import { AppLink } from "~/app/components/ui/app-link";
import type { CityView } from "~/domain/geo/geo-views";
import { m } from "~/i18n/paraglide/messages";
import { AppStoreBadges } from "./app-store-badges";
import { LanguageSwitch } from "./language-switch";

// Functions, so each label is drawn in the page's language.
const POPULAR_CATEGORIES = () => [
  { to: "/products/cars", label: m.shell_footer_cars() },
  { to: "/products/mobiles", label: m.shell_footer_mobiles() },
  { to: "/products/jobs", label: m.shell_footer_jobs() },
  { to: "/products/properties/for-rent-houses-apartments", label: m.shell_footer_houses_rent() },
];

const ABOUT_LINKS = () => [
  { to: "/about", label: m.shell_footer_about_mandi() },
  { to: "/careers", label: m.shell_footer_careers() },
  { to: "/contact", label: m.shell_footer_contact() },
  { to: "/blog", label: m.shell_footer_blog() },
  { to: "/business", label: m.shell_footer_business() },
];

const MANDI_LINKS = () => [
  { to: "/help", label: m.shell_footer_help() },
  { to: "/sitemap", label: m.shell_footer_sitemap() },
  { to: "/legal", label: m.shell_footer_legal() },
];

const SOCIAL_LINKS = [
  { to: "/social/facebook", label: "Facebook" },
  { to: "/social/twitter", label: "Twitter" },
  { to: "/social/youtube", label: "YouTube" },
  { to: "/social/instagram", label: "Instagram" },
  { to: "/social/whatsapp", label: "WhatsApp" },
];

export function SiteFooter({ cities }: { cities: readonly CityView[] }) {
  return (
    <footer className="border-t border-slate-200 bg-white text-brand">
      <nav
        aria-label={m.shell_footer_nav()}
        className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5"
      >
        {cities.length > 0 && (
          <FooterColumn title={m.shell_footer_trending_cities()} id="footer-cities">
            <ul className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm max-md:gap-y-0">
              {cities.map((city) => (
                <li key={city.slug}>
                  <AppLink to={`/products?city=${encodeURIComponent(city.name)}`} className={linkClass}>
                    {city.name}
                  </AppLink>
                </li>
              ))}
            </ul>
          </FooterColumn>
        )}
        <FooterColumn title={m.shell_footer_popular_categories()} id="footer-categories">
          <LinkList links={POPULAR_CATEGORIES()} />
        </FooterColumn>
        <FooterColumn title={m.shell_footer_about_us()} id="footer-about">
          <LinkList links={ABOUT_LINKS()} />
        </FooterColumn>
        <FooterColumn title="Mandi" id="footer-mandi">
          <LinkList links={MANDI_LINKS()} />
        </FooterColumn>
        <div className="space-y-6">
          <FooterColumn title={m.shell_footer_follow()} id="footer-social">
            <LinkList links={SOCIAL_LINKS} />
          </FooterColumn>
          <FooterColumn title={m.shell_footer_get_app()} id="footer-apps">
            <AppStoreBadges />
          </FooterColumn>
        </div>
      </nav>
      <div className="bg-brand text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 text-sm sm:flex-row sm:justify-between">
          <p>{m.shell_footer_free_classifieds()}</p>
          <LanguageSwitch className="text-white" namesPage={false} />
          <p>© 2006-2025 Mandi</p>
        </div>
      </div>
    </footer>
  );
}

const linkClass = "tap-phone text-slate-700 hover:text-brand hover:underline";

function FooterColumn({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-sm font-bold tracking-wide uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

function LinkList({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <ul className="space-y-1.5 text-sm max-md:space-y-0">
      {links.map((link) => (
        <li key={link.to}>
          <AppLink to={link.to} className={linkClass}>
            {link.label}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
