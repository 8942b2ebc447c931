import { type ActionFunctionArgs, data, redirect } from "react-router";
import type { ToastMessage } from "~/app/hooks/use-toast";
import { getUser } from "~/app/lib/session.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { contactSeller, type SellerContact } from "~/domain/listings/contact-seller.server";
import { ListingIdSchema } from "~/domain/listings/listings-schemas";
import { revealSellerPhone } from "~/domain/listings/reveal-seller-phone.server";
import { refusalOf } from "~/domain/shared/app-error-refusal";
import { m } from "~/i18n/paraglide/messages";
import { LOGIN_FIRST_TOAST, OWN_LISTING_TOAST } from "./contact-toasts";
import { messageUrl } from "./message-url";
import { type ReportAnswer, reportAction } from "./report-action.server";

export type ProductActionData =
  | { contact: SellerContact; url: string }
  | { toast: ToastMessage }
  | { phone: string }
  | { phoneError: string }
  | { report: ReportAnswer };

/**
 * The ad page's buttons: Contact Seller, Show number and Report this ad. A fetcher (JavaScript) gets data and acts on it in
 * place; a plain form post is redirected, with a toast when there is something to say.
 */
export async function productAction({ request, params, context }: ActionFunctionArgs) {
  const id = ListingIdSchema.safeParse(params.id);
  if (!id.success) throw data("Product not found.", { status: 404 });
  const form = await request.formData();
  const enhanced = form.get("enhanced") === "1";
  const here = `/product/${id.data}`;
  const user = await getUser(request, context);
  const input = { userId: user?.id ?? "", listingId: id.data };

  if (form.get("intent") === "contact") {
    if (!user) return redirectWithToast(`/login?redirectTo=${encodeURIComponent(here)}`, LOGIN_FIRST_TOAST);
    const say = (toast: ToastMessage) =>
      enhanced ? data<ProductActionData>({ toast }) : redirectWithToast(here, toast);
    try {
      const contact = await contactSeller(context.services, input);
      const url = messageUrl(contact);
      return enhanced ? data<ProductActionData>({ contact, url }) : redirect(url);
    } catch (err) {
      const refusal = refusalOf(err);
      if (refusal.code === "NOT_FOUND") throw data(refusal.message, { status: 404 });
      if (refusal.code === "FORBIDDEN") return say(OWN_LISTING_TOAST);
      if (refusal.code === "RATE_LIMITED") {
        return say({
          title: m.product_toast_too_many_requests(),
          description: refusal.message,
          variant: "destructive",
        });
      }
      return say({
        title: m.product_gone_title(),
        description: refusal.message,
        variant: "destructive",
      });
    }
  }

  if (form.get("intent") === "reveal-phone") {
    if (!user) return redirect(`/login?redirectTo=${encodeURIComponent(here)}`);
    try {
      const { phone } = await revealSellerPhone(context.services, input);
      return data<ProductActionData>({ phone });
    } catch (err) {
      const refusal = refusalOf(err);
      return data<ProductActionData>({ phoneError: refusal.message }, { status: refusal.status });
    }
  }

  if (form.get("intent") === "report") {
    return reportAction({ services: context.services, user, listingId: id.data, form, enhanced });
  }

  throw data("Unknown action.", { status: 400 });
}
