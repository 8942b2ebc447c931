import { pageMeta } from "~/app/lib/meta";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () =>
  pageMeta("Page not found", "Page not found on Mandi, India's marketplace to buy and sell near you.");

export default function Page() {
  return (
    <main className="mx-auto max-w-6xl p-4">
      <h1 className="text-2xl font-bold">Page not found</h1>
    </main>
  );
}
