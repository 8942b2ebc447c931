import { BarChart3, Layers, Megaphone, Store, Target, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { pageMeta } from "~/app/lib/meta";
import type { Route } from "./+types/business";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Mandi for Businesses",
    "Reach over 50 million monthly active users on Mandi with featured ads, business profiles and bulk listing tools.",
  );

const BENEFITS = [
  {
    title: "Massive Audience",
    text: "Put your products in front of over 50 million monthly active users searching for what you sell.",
    icon: Users,
  },
  {
    title: "Targeted Reach",
    text: "Show your ads to buyers in the cities and categories that matter to your business.",
    icon: Target,
  },
  {
    title: "Performance Insights",
    text: "See views, chats and calls for every ad, and learn which listings bring you customers.",
    icon: BarChart3,
  },
];

const SOLUTIONS = [
  {
    title: "Featured Ads",
    text: "Pin your ads to the top of search results and category pages with a Featured badge.",
    icon: Megaphone,
  },
  {
    title: "Business Profiles",
    text: "A verified profile page with your logo, address, hours and every ad you have listed.",
    icon: Store,
  },
  {
    title: "Bulk Listing Tools",
    text: "Upload and update hundreds of ads at once from a spreadsheet or through our API.",
    icon: Layers,
  },
];

const buttonClass =
  "inline-flex min-h-11 items-center rounded-md px-5 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2";

export default function BusinessPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <section className="rounded-xl bg-brand px-6 py-12 text-center text-white sm:px-12">
        <h1 className="text-3xl font-bold sm:text-5xl">
          Mandi <span className="text-brand-light">for Businesses</span>
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg">
          Grow your business with India's marketplace. Reach over 50 million monthly active users looking to
          buy right now.
        </p>
        <Link to="/contact" className={`${buttonClass} mt-8 bg-sell text-brand focus-visible:outline-white`}>
          Get Started Today
        </Link>
      </section>

      <section aria-labelledby="why-mandi" className="mt-12">
        <h2 id="why-mandi" className="text-center text-2xl font-bold">
          Why advertise on Mandi
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {BENEFITS.map(({ title, text, icon: Icon }) => (
            <Card key={title} icon={<Icon aria-hidden="true" className="size-8" />} title={title}>
              {text}
            </Card>
          ))}
        </ul>
      </section>

      <section aria-labelledby="solutions" className="mt-12">
        <h2 id="solutions" className="text-center text-2xl font-bold">
          Solutions
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {SOLUTIONS.map(({ title, text, icon: Icon }) => (
            <Card
              key={title}
              icon={<Icon aria-hidden="true" className="size-8" />}
              title={title}
              action={
                <Link
                  to="/contact"
                  aria-label={`Contact Sales about ${title}`}
                  className={`${buttonClass} mt-4 bg-brand text-white focus-visible:outline-brand`}
                >
                  Contact Sales
                </Link>
              }
            >
              {text}
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
