import { Link, useRouteLoaderData } from "react-router";
import { pageMeta } from "~/app/lib/meta";
import type { loader as rootLoader } from "~/app/root";
import type { Route } from "./+types/sitemap";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Sitemap",
    "Every page on Mandi in one place: browse all categories, sell an item, get help and more.",
  );

/** The spec's list, in its order. */
const PAGES = [
  { to: "/", label: "Home" },
  { to: "/products", label: "All Products" },
  { to: "/profile", label: "My Profile" },
  { to: "/sell", label: "Sell an Item" },
  { to: "/about", label: "About Us" },
  { to: "/contact", label: "Contact Us" },
  { to: "/careers", label: "Careers" },
  { to: "/legal", label: "Terms & Privacy" },
  { to: "/help", label: "Help Center" },
  { to: "/blog", label: "Blog" },
] as const;

const MORE = [
  { to: "/business", label: "Mandi for Businesses" },
  { to: "/store", label: "Store" },
  { to: "/location", label: "Select Location" },
] as const;

export default function SitemapPage() {
  const categories = useRouteLoaderData<typeof rootLoader>("root")?.categories ?? [];
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">Sitemap</h1>
      <div className="mt-8 grid gap-8 md:grid-cols-[1fr_3fr]">
        <nav aria-labelledby="sitemap-pages">
          <h2 id="sitemap-pages" className="text-xl font-bold">
            Pages
          </h2>
          <ul className="mt-3 space-y-2">
            {[...PAGES, ...MORE].map((page) => (
              <li key={page.to}>
                <Link to={page.to} className="underline-offset-2 hover:underline">
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="sitemap-categories">
          <h2 id="sitemap-categories" className="text-xl font-bold">
            Categories
          </h2>
          <ul className="mt-3 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {categories.map((category) => (
              <li key={category.slug}>
                <Link
                  to={`/products/${category.slug}`}
                  className="font-semibold underline-offset-2 hover:underline"
                >
                  {category.name}
                </Link>
                {category.subcategories.length > 0 ? (
                  <ul className="mt-1 space-y-1 text-sm text-gray-700">
                    {category.subcategories.map((sub) => (
                      <li key={sub.slug}>
                        <Link
                          to={`/products/${category.slug}/${sub.slug}`}
                          className="underline-offset-2 hover:underline"
                        >
                          {sub.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </main>
  );
}
