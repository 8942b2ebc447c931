import { BadgeCheck, LayoutGrid, MapPin, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { pageMeta } from "~/app/lib/meta";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () =>
  pageMeta(m.static_about_title(), m.static_about_meta_description());

export default function AboutPage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <section className="rounded-xl bg-brand px-6 py-10 text-white sm:px-10">
        <h1 className="text-3xl font-bold sm:text-4xl">{m.static_about_title()}</h1>
        <p className="mt-4 max-w-3xl text-lg">{m.static_about_intro()}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to="/sell"
            className="inline-flex min-h-11 items-center rounded-md bg-sell px-5 py-2 font-semibold text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {m.static_about_start_selling()}
          </Link>
          <Link
            to="/products"
            className="inline-flex min-h-11 items-center rounded-md border-2 border-white px-5 py-2 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {m.static_about_browse_products()}
          </Link>
        </div>
      </section>

      <section aria-labelledby="what-we-do" className="mt-10">
        <h2 id="what-we-do" className="text-2xl font-bold">
          {m.static_about_what_we_do()}
        </h2>
        <p className="mt-3 text-gray-800">{m.static_about_what_we_do_text()}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          <Fact
            icon={<LayoutGrid aria-hidden="true" className="size-6" />}
            title={m.static_about_fact_categories_title()}
          >
            {m.static_about_fact_categories_text()}
          </Fact>
          <Fact
            icon={<MapPin aria-hidden="true" className="size-6" />}
            title={m.static_about_fact_local_title()}
          >
            {m.static_about_fact_local_text()}
          </Fact>
          <Fact
            icon={<BadgeCheck aria-hidden="true" className="size-6" />}
            title={m.static_about_fact_free_title()}
          >
            {m.static_about_fact_free_text()}
          </Fact>
          <Fact
            icon={<ShieldCheck aria-hidden="true" className="size-6" />}
            title={m.static_about_fact_safety_title()}
          >
            {m.static_about_fact_safety_text()}
          </Fact>
        </ul>
      </section>

      <section aria-labelledby="get-started" className="mt-10 rounded-lg bg-white p-6 shadow-sm">
        <h2 id="get-started" className="text-2xl font-bold">
          {m.static_about_get_started()}
        </h2>
        <p className="mt-2 text-gray-800">
          {m.static_about_get_started_sell_before()}
          <Link to="/sell" className="font-semibold underline">
            {m.static_about_get_started_sell_link()}
          </Link>
          {m.static_about_get_started_between()}
          <Link to="/products" className="font-semibold underline">
            {m.static_about_get_started_browse_link()}
          </Link>
          {m.static_about_get_started_after()}
        </p>
      </section>
      <section aria-labelledby="open-data" className="mt-10">
        <h2 id="open-data" className="text-lg font-bold">
          {m.static_about_place_data()}
        </h2>
        <p className="mt-2 text-gray-800">
          {m.static_about_place_data_text()}
          <a href="https://www.geonames.org/" className="underline" rel="noreferrer">
            https://www.geonames.org/
          </a>
          ).
        </p>
      </section>
    </main>
  );
}

function Fact(props: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-lg bg-white p-5 shadow-sm">
      <span className="text-brand">{props.icon}</span>
      <div>
        <h3 className="font-bold">{props.title}</h3>
        <p className="mt-1 text-gray-700">{props.children}</p>
      </div>
    </li>
  );
}
