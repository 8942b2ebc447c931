import { Phone } from "lucide-react";
import { Link, useActionData, useFetcher } from "react-router";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";
import type { ProductActionData } from "./product-action.server";

/** "reveal": a signed-in buyer may ask; "login": a visitor is asked to log in; "none": the seller prefers chat. */
export type PhoneAccess = "reveal" | "login" | "none";

/** +919876543210 → +91 98765 43210 */
export function formatPhone(phone: string): string {
  const india = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return india ? `+91 ${india[1]} ${india[2]}` : phone;
}

const box = "flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-3 font-semibold";

/** The seller's number stays hidden until asked for; each reveal is counted on the server. */
export function SellerPhone({ access, loginHref }: { access: PhoneAccess; loginHref: string }) {
  const fetcher = useFetcher<ProductActionData>();
  // Without JavaScript the form posts to the page itself, which renders the answer as its action data.
  const actionData = useActionData<ProductActionData>();
  const answer = fetcher.data ?? actionData;
  if (access === "none") return null;
  if (access === "login") {
    return (
      <Link to={loginHref} className={`${box} justify-center hover:bg-surface`}>
        <Phone aria-hidden="true" className="size-5" />
        {m.product_phone_login()}
      </Link>
    );
  }
  if (answer && "phone" in answer) {
    return (
      <a href={`tel:${answer.phone}`} className={`${box} justify-center text-brand hover:bg-surface`}>
        <Phone aria-hidden="true" className="size-5" />
        {formatPhone(answer.phone)}
      </a>
    );
  }
  return (
    <fetcher.Form method="post" className="flex flex-col gap-1">
      <input type="hidden" name="intent" value="reveal-phone" />
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className={`${box} justify-center hover:bg-surface disabled:opacity-70`}
      >
        <Phone aria-hidden="true" className="size-5" />
        {m.product_phone_show()}
      </button>
      {answer && "phoneError" in answer ? (
        <p role="alert" className="text-sm text-red-700">
          {localizeText(answer.phoneError)}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
