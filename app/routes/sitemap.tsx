import { Link } from "react-router";
import { pageMeta } from "~/app/lib/meta";
import { listCategories } from "~/domain/catalog/list-categories.server";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/sitemap";

export const meta: Route.MetaFunction = () =>
  pageMeta(m.static_sitemap_title(), m.static_sitemap_meta_description());

/** The spec's list, in its order. */
const PAGES = [
  { to: "/", label: m.static_sitemap_home },
  { to: "/products", label: m.static_sitemap_all_products },
  { to: "/profile", label: m.static_sitemap_my_profile },
  { to: "/sell", label: m.static_sitemap_sell },
  { to: "/about", label: m.static_sitemap_about },
  { to: "/contact", label: m.static_sitemap_contact },
  { to: "/careers", label: m.static_sitemap_careers },
  { to: "/legal", label: m.static_sitemap_legal },
  { to: "/help", label: m.static_sitemap_help },
  { to: "/blog", label: m.static_sitemap_blog },
] as const;

const MORE = [
  { to: "/business", label: m.static_sitemap_business },
  { to: "/store", label: m.static_sitemap_store },
  { to: "/location", label: m.static_sitemap_location },
] as const;

/** Every category with its subcategories (the root loader sends the names only). */
export async function loader({ context }: Route.LoaderArgs) {
  return { categories: await listCategories(context.services) };
}

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{m.static_sitemap_title()}</h1>
      <div className="mt-8 grid gap-8 md:grid-cols-[1fr_3fr]">
        <nav aria-labelledby="sitemap-pages">
          <h2 id="sitemap-pages" className="text-xl font-bold">
            {m.static_sitemap_pages()}
          </h2>
          <ul className="mt-3 space-y-2">
            {[...PAGES, ...MORE].map((page) => (
              <li key={page.to}>
                <Link to={page.to} className="underline-offset-2 hover:underline">
                  {page.label()}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="sitemap-categories">
          <h2 id="sitemap-categories" className="text-xl font-bold">
            {m.static_sitemap_categories()}
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
