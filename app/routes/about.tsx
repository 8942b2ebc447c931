import { BadgeCheck, LayoutGrid, MapPin, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { pageMeta } from "~/app/lib/meta";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "About Mandi",
    "Mandi is India's marketplace to buy and sell locally: cars, bikes, phones, furniture, jobs, properties and more across 12+ categories.",
  );

export default function AboutPage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <section className="rounded-xl bg-brand px-6 py-10 text-white sm:px-10">
        <h1 className="text-3xl font-bold sm:text-4xl">About Mandi</h1>
        <p className="mt-4 max-w-3xl text-lg">
          Mandi is India's marketplace for buying and selling locally. From a first scooter in Pune to a 2 BHK
          in Hyderabad, people use Mandi to find good things near them and to give what they no longer need a
          second life.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to="/sell"
            className="inline-flex min-h-11 items-center rounded-md bg-sell px-5 py-2 font-semibold text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Start selling
          </Link>
          <Link
            to="/products"
            className="inline-flex min-h-11 items-center rounded-md border-2 border-white px-5 py-2 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Browse products
          </Link>
        </div>
      </section>

      <section aria-labelledby="what-we-do" className="mt-10">
        <h2 id="what-we-do" className="text-2xl font-bold">
          What we do
        </h2>
        <p className="mt-3 text-gray-800">
          The name comes from the mandi, the market square found in every Indian town, where buyers and
          sellers meet, see the goods and agree on a price. We bring that market to your phone: post an ad in
          a couple of minutes, chat with buyers without sharing your number, and meet in person to close the
          deal.
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          <Fact icon={<LayoutGrid aria-hidden="true" className="size-6" />} title="12+ categories">
            Cars, bikes, mobiles, electronics, furniture, fashion, pets, properties, jobs, services and more.
          </Fact>
          <Fact icon={<MapPin aria-hidden="true" className="size-6" />} title="Local by design">
            Ads near you first, from the metros to smaller towns in every state and union territory.
          </Fact>
          <Fact icon={<BadgeCheck aria-hidden="true" className="size-6" />} title="Free to post">
            Anyone can post an ad for free; businesses can reach more buyers with featured ads.
          </Fact>
          <Fact icon={<ShieldCheck aria-hidden="true" className="size-6" />} title="Safety first">
            Our Trust &amp; Safety team reviews reports every day and removes fake ads and accounts.
          </Fact>
        </ul>
      </section>

      <section aria-labelledby="get-started" className="mt-10 rounded-lg bg-white p-6 shadow-sm">
        <h2 id="get-started" className="text-2xl font-bold">
          Get started
        </h2>
        <p className="mt-2 text-gray-800">
          Have something to sell?{" "}
          <Link to="/sell" className="font-semibold underline">
            Post your ad
          </Link>{" "}
          in minutes. Looking for a deal?{" "}
          <Link to="/products" className="font-semibold underline">
            Browse all products
          </Link>{" "}
          near you.
        </p>
      </section>
      <section aria-labelledby="open-data" className="mt-10">
        <h2 id="open-data" className="text-lg font-bold">
          Place data
        </h2>
        <p className="mt-2 text-gray-800">
          Towns, localities and PIN codes: Contains GeoNames data, CC BY 4.0 (
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
