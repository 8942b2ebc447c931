import { pageMeta } from "~/app/lib/meta";
import { requireUser } from "~/app/lib/session.server";
import type { Route } from "./+types/messages-new";

export const meta: Route.MetaFunction = () =>
  pageMeta("New Message", "New Message on Mandi, India's marketplace to buy and sell near you.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return null;
}

export default function Page() {
  return (
    <main className="mx-auto max-w-6xl p-4">
      <h1 className="text-2xl font-bold">New Message</h1>
    </main>
  );
}
