import { BarChart3, Layers, Megaphone, Store, Target, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { pageMeta } from "~/app/lib/meta";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/business";

export const meta: Route.MetaFunction = () =>
  pageMeta(m.static_business_meta_title(), m.static_business_meta_description());

const BENEFITS = [
  {
    id: "audience",
    title: m.static_business_audience_title,
    text: m.static_business_audience_text,
    icon: Users,
  },
  { id: "reach", title: m.static_business_reach_title, text: m.static_business_reach_text, icon: Target },
  {
    id: "insights",
    title: m.static_business_insights_title,
    text: m.static_business_insights_text,
    icon: BarChart3,
  },
];

const SOLUTIONS = [
  {
    id: "featured",
    title: m.static_business_featured_title,
    text: m.static_business_featured_text,
    icon: Megaphone,
  },
  {
    id: "profiles",
    title: m.static_business_profiles_title,
    text: m.static_business_profiles_text,
    icon: Store,
  },
  { id: "bulk", title: m.static_business_bulk_title, text: m.static_business_bulk_text, icon: Layers },
];

const buttonClass =
  "inline-flex min-h-11 items-center rounded-md px-5 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2";

export default function BusinessPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <section className="rounded-xl bg-brand px-6 py-12 text-center text-white sm:px-12">
        <h1 className="text-3xl font-bold sm:text-5xl">
          Mandi <span className="text-brand-light">{m.static_business_title_suffix()}</span>
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg">{m.static_business_intro()}</p>
        <Link to="/contact" className={`${buttonClass} mt-8 bg-sell text-brand focus-visible:outline-white`}>
          {m.static_business_get_started()}
        </Link>
      </section>

      <section aria-labelledby="why-mandi" className="mt-12">
        <h2 id="why-mandi" className="text-center text-2xl font-bold">
          {m.static_business_why()}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {BENEFITS.map(({ id, title, text, icon: Icon }) => (
            <Card key={id} icon={<Icon aria-hidden="true" className="size-8" />} title={title()}>
              {text()}
            </Card>
          ))}
        </ul>
      </section>

      <section aria-labelledby="solutions" className="mt-12">
        <h2 id="solutions" className="text-center text-2xl font-bold">
          {m.static_business_solutions()}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {SOLUTIONS.map(({ id, title, text, icon: Icon }) => (
            <Card
              key={id}
              icon={<Icon aria-hidden="true" className="size-8" />}
              title={title()}
              action={
                <Link
                  to="/contact"
                  aria-label={m.static_business_contact_sales_about({ title: title() })}
                  className={`${buttonClass} mt-4 bg-brand text-white focus-visible:outline-brand`}
                >
                  {m.static_business_contact_sales()}
                </Link>
              }
            >
              {text()}
            </Card>
          ))}
        </ul>
      </section>
    </main>
  );
}

function Card(props: { icon: ReactNode; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <li className="flex flex-col items-start rounded-lg bg-white p-6 shadow-sm">
      <span className="rounded-full bg-surface p-3 text-brand">{props.icon}</span>
      <h3 className="mt-4 text-lg font-bold">{props.title}</h3>
      <p className="mt-2 flex-1 text-gray-700">{props.children}</p>
      {props.action}
    </li>
  );
}
