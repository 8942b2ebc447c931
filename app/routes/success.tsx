import { pageMeta } from "~/app/lib/meta";
import type { Route } from "./+types/success";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Payment Successful!",
    "Payment Successful! on Mandi, India's marketplace to buy and sell near you.",
  );

export default function Page() {
  return (
    <main className="mx-auto max-w-6xl p-4">
      <h1 className="text-2xl font-bold">Payment Successful!</h1>
    </main>
  );
}
