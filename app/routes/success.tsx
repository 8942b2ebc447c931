import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { pageMeta } from "~/app/lib/meta";
import type { Route } from "./+types/success";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Payment Successful!",
    "Thank you for your order. It is being processed and a confirmation e-mail is on its way.",
  );

export default function PaymentSuccessPage() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <CircleCheck aria-hidden="true" className="size-20 text-green-600" />
      <h1 className="mt-6 text-3xl font-bold">Payment Successful!</h1>
      <p className="mt-3 text-lg text-gray-700">
        Thank you for your purchase. Your order is being processed, and you will receive a confirmation e-mail
        shortly with the details.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/store"
          className="inline-flex min-h-11 items-center rounded-md bg-brand px-6 py-2 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          Continue Shopping
        </Link>
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-md border-2 border-brand px-6 py-2 font-semibold text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          Go to Homepage
        </Link>
      </div>
    </main>
  );
}
