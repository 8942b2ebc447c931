import { pageMeta } from "~/app/lib/meta";
import type { Route } from "./+types/sell";

export const meta: Route.MetaFunction = () =>
  pageMeta("Post an ad", "Post an ad on Mandi, India's marketplace to buy and sell near you.");

export default function Page() {
  return (
    <main className="mx-auto max-w-6xl p-4">
      <h1 className="text-2xl font-bold">Post an ad</h1>
    </main>
  );
}
