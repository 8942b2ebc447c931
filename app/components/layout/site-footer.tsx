import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CityView } from "~/domain/geo/geo-views";
import { AppStoreBadges } from "./app-store-badges";

const POPULAR_CATEGORIES = [
  { to: "/products/cars", label: "Cars" },
  { to: "/products/mobiles", label: "Mobiles" },
  { to: "/products/jobs", label: "Jobs" },
  { to: "/products/properties/for-rent-houses-apartments", label: "Houses & Apartments for Rent" },
];

const ABOUT_LINKS = [
  { to: "/about", label: "About Mandi" },
  { to: "/careers", label: "Careers" },
  { to: "/contact", label: "Contact Us" },
  { to: "/blog", label: "Blog" },
  { to: "/business", label: "Mandi for Businesses" },
];

const MANDI_LINKS = [
  { to: "/help", label: "Help" },
  { to: "/sitemap", label: "Sitemap" },
  { to: "/legal", label: "Legal & Privacy information" },
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
        aria-label="Footer"
        className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5"
      >
        {cities.length > 0 && (
          <FooterColumn title="Trending Cities" id="footer-cities">
            <ul className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm">
              {cities.map((city) => (
                <li key={city.slug}>
                  <Link to={`/products?city=${encodeURIComponent(city.name)}`} className={linkClass}>
                    {city.name}
                  </Link>
                </li>
              ))}
            </ul>
          </FooterColumn>
        )}
        <FooterColumn title="Popular Categories" id="footer-categories">
          <LinkList links={POPULAR_CATEGORIES} />
        </FooterColumn>
        <FooterColumn title="About Us" id="footer-about">
          <LinkList links={ABOUT_LINKS} />
        </FooterColumn>
        <FooterColumn title="Mandi" id="footer-mandi">
          <LinkList links={MANDI_LINKS} />
        </FooterColumn>
        <div className="space-y-6">
          <FooterColumn title="Follow Us" id="footer-social">
            <LinkList links={SOCIAL_LINKS} />
          </FooterColumn>
          <FooterColumn title="Get the App" id="footer-apps">
            <AppStoreBadges />
          </FooterColumn>
        </div>
      </nav>
      <div className="bg-brand text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 text-sm sm:flex-row sm:justify-between">
          <p>Free Classifieds in India</p>
          <p>© 2006-2025 Mandi</p>
        </div>
      </div>
    </footer>
  );
}

const linkClass = "text-slate-700 hover:text-brand hover:underline";

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
    <ul className="space-y-1.5 text-sm">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
