import { pageMeta } from "~/app/lib/meta";
import type { Route } from "./+types/location";

export const meta: Route.MetaFunction = () =>
  pageMeta("Select Location", "Select Location on Mandi, India's marketplace to buy and sell near you.");

export default function Page() {
  return (
    <main className="mx-auto max-w-6xl p-4">
      <h1 className="text-2xl font-bold">Select Location</h1>
    </main>
  );
}
