import { redirect } from "react-router";
import { listingCartItem } from "~/app/components/store/listing-cart-item";
import type { ToastMessage } from "~/app/hooks/use-toast";
import {
  addToCart,
  type CartItem,
  type CartResult,
  removeFromCart,
  updateCartQuantity,
} from "~/app/lib/cart";
import { CART_FULL_MESSAGE, fitsCartCookie } from "~/app/lib/cart-cookie";
import { cartCookieHeader, readCart } from "~/app/lib/cart-cookie.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { getListing } from "~/domain/listings/get-listing.server";
import { ListingIdSchema } from "~/domain/listings/listings-schemas";
import type { Services } from "~/domain/shared/services";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";
import { CHECKOUT_DISCONNECTED_TOAST } from "./cart-contents";

const notForSale = (): ToastMessage => ({
  title: m.product_cart_not_available_title(),
  description: m.product_cart_not_available_text(),
  variant: "destructive",
});

/** Back where the form was, on this site only; the cart page otherwise. */
function backTo(value: FormDataEntryValue | null): string {
  const path = typeof value === "string" ? value : "";
  return path.startsWith("/") && !path.startsWith("//") && !path.includes("\\") ? path : "/cart";
}

function saveCart(to: string, result: CartResult, toast?: ToastMessage) {
  if (!result.ok) {
    return redirectWithToast(to, {
      title: m.product_cart_not_enough_stock(),
      description: localizeText(result.message),
      variant: "destructive",
    });
  }
  if (!fitsCartCookie(result.items))
    return redirectWithToast(to, {
      title: localizeText(CART_FULL_MESSAGE.title),
      description: localizeText(CART_FULL_MESSAGE.description),
      variant: "destructive",
    });
  const headers = { "Set-Cookie": cartCookieHeader(result.items) };
  return toast ? redirectWithToast(to, toast, { headers }) : redirect(to, { headers });
}

async function addListing(services: Pick<Services, "db">, items: CartItem[], to: string, rawId: unknown) {
  const id = ListingIdSchema.safeParse(rawId);
  const listing = id.success ? await getListing(services, { id: id.data }).catch(() => null) : null;
  if (listing?.status !== "active" || listing.price === null || listing.condition === null) {
    return redirectWithToast(to, notForSale());
  }
  const { product, variant } = listingCartItem({
    id: listing.id,
    title: listing.title,
    price: listing.price,
    cover: listing.photos[0] ?? null,
  });
  return saveCart(to, addToCart(items, product, variant), {
    title: m.product_cart_added_title(),
    description: m.product_cart_added_text({ title: listing.title }),
  });
}

/**
 * The cart's forms when the scripts have not run (with them the browser changes the cookie itself): add an ad,
 * step a quantity, remove, clear, and the disconnected checkout's notice. Each answers with a redirect back.
 */
export async function cartAction(request: Request, services: Pick<Services, "db">) {
  const form = await request.formData();
  const to = backTo(form.get("redirectTo"));
  const items = readCart(request);
  const variantId = String(form.get("variantId") ?? "");
  switch (form.get("intent")) {
    case "add":
      return addListing(services, items, to, form.get("listingId"));
    case "quantity": {
      const quantity = Number(form.get("quantity"));
      if (!Number.isInteger(quantity)) return redirect(to);
      return saveCart(to, updateCartQuantity(items, variantId, quantity));
    }
    case "remove":
      return saveCart(to, { ok: true, items: removeFromCart(items, variantId) });
    case "clear":
      return saveCart(to, { ok: true, items: [] });
    case "checkout":
      return redirectWithToast(to, CHECKOUT_DISCONNECTED_TOAST);
    default:
      return redirect(to);
  }
}
