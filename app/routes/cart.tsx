import { Link } from "react-router";
import { cartAction } from "~/app/components/cart/cart-action.server";
import { CartContents } from "~/app/components/cart/cart-contents";
import { useCartActions } from "~/app/components/cart/use-cart-actions";
import { readCart } from "~/app/lib/cart-cookie.server";
import { pageMeta } from "~/app/lib/meta";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = () =>
  pageMeta(m.product_cart_title(), m.product_cart_meta_description());

/** The cart as the browser sent it (its cookie): the cart sheet's content, drawn by the server. */
export function loader({ request }: Route.LoaderArgs) {
  return { items: readCart(request) };
}

export function action({ request, context }: Route.ActionArgs) {
  return cartAction(request, context.services);
}

/**
 * The cart as a page: where the header's cart leads before the scripts run, and where the cart's forms come
 * back to. Once the scripts run the page changes the cart in the browser, as the sheet does.
 */
export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { cart, actions } = useCartActions(loaderData.items);
  return (
    <main className="min-h-[60vh] bg-store px-4 py-8 text-slate-100">
      <div className="mx-auto flex max-w-md flex-col rounded-lg bg-store ring-1 ring-slate-700">
        <h1 className="border-b border-slate-700 p-4 text-lg font-bold">{m.product_cart_title()}</h1>
        <CartContents
          items={cart.items}
          totalInCents={cart.totalInCents}
          redirectTo="/cart"
          actions={actions}
          browseLink={
            <Link to="/store" className="mt-2 inline-block font-semibold text-brand-light underline">
              {m.product_cart_browse_store()}
            </Link>
          }
        />
      </div>
    </main>
  );
}
