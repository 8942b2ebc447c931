import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { pageMeta } from "~/app/lib/meta";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/success";

export const meta: Route.MetaFunction = () =>
  pageMeta(m.sell_payment_meta_title(), m.sell_payment_meta_description());

export default function PaymentSuccessPage() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <CircleCheck aria-hidden="true" className="size-20 text-green-600" />
      <h1 className="mt-6 text-3xl font-bold">{m.sell_payment_heading()}</h1>
      <p className="mt-3 text-lg text-gray-700">{m.sell_payment_text()}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/store"
          className="inline-flex min-h-11 items-center rounded-md bg-brand px-6 py-2 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {m.sell_payment_continue()}
        </Link>
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-md border-2 border-brand px-6 py-2 font-semibold text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {m.sell_payment_home()}
        </Link>
      </div>
    </main>
  );
}
