import { pageMeta } from "~/app/lib/meta";
import type { Route } from "./+types/my-listings";

export const meta: Route.MetaFunction = () =>
  pageMeta("My Listings", "My Listings on Mandi, India's marketplace to buy and sell near you.");

export default function Page() {
  return (
    <main className="mx-auto max-w-6xl p-4">
      <h1 className="text-2xl font-bold">My Listings</h1>
    </main>
  );
}
