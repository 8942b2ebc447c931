import { Check, ShieldAlert, X } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { formatPostedDate } from "~/app/components/listing/format";
import { Price } from "~/app/components/listing/price";
import type { HeldAd as Held } from "~/domain/moderation/list-review-queue.server";
import { AdminAdCard } from "./admin-ad-card";
import { ReasonField } from "./reason-field";
import { SellerHistory } from "./seller-history";

/** What a refused rejection sends back: the row, the field message and what was typed. */
export interface ReviewActionData {
  listingId: number;
  fields: Record<string, string>;
  reason: string;
}

const button =
  "inline-flex min-h-10 items-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-semibold disabled:opacity-60";

/** One held ad: the ad, why it was held, its seller's history, and approve / reject (plain forms). */
export function HeldAd({ item, refused }: { item: Held; refused: ReviewActionData | undefined }) {
  const { listing } = item;
  const busy = useNavigation().state === "submitting";
  const headingId = `held-${listing.id}`;
  const mine = refused?.listingId === listing.id ? refused : undefined;
  const reasonError = mine?.fields.reason;
  const reasonId = `reject-reason-${listing.id}`;
  return (
    <AdminAdCard
      headingId={headingId}
      listing={listing}
      summary={
        <>
          <Price price={listing.price} priceText={null} className="font-bold text-brand" />
          <p className="text-sm text-slate-700">
            {listing.category} · {listing.city} · held{" "}
            <time dateTime={listing.heldAt}>{formatPostedDate(listing.heldAt)}</time>
          </p>
        </>
      }
    >
      <p className="text-sm break-words whitespace-pre-line text-slate-800">{listing.excerpt}</p>
      <section aria-label="Why it was held" className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">
        <h4 className="flex items-center gap-1.5 font-semibold">
          <ShieldAlert aria-hidden="true" className="size-4" />
          Why it was held
        </h4>
        <ul className="mt-1 flex list-disc flex-col gap-1 pl-5">
          {item.reasons.map((reason) => (
            <li key={reason.rule}>
              <span className="font-semibold">{reason.label}:</span> {reason.detail}
            </li>
          ))}
        </ul>
        {item.photoReusedIn.length > 0 ? (
          <p className="mt-2">
            Same photo as:{" "}
            {item.photoReusedIn.map((other, i) => (
              <span key={other.id}>
                {i > 0 ? ", " : null}
                <Link to={other.link} className="underline underline-offset-2">
                  {other.title}
                </Link>
              </span>
            ))}
          </p>
        ) : null}
      </section>
      <SellerHistory seller={item.seller} />
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-3">
        <Form method="post">
          <input type="hidden" name="intent" value="approve" />
          <input type="hidden" name="listingId" value={listing.id} />
          <button
            type="submit"
            disabled={busy}
            className={`${button} border-emerald-700 bg-emerald-700 text-white hover:bg-emerald-800`}
          >
            <Check aria-hidden="true" className="size-4" />
            Approve<span className="sr-only"> {listing.title}</span>
          </button>
        </Form>
        <Form method="post" className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="reject" />
          <input type="hidden" name="listingId" value={listing.id} />
          <ReasonField
            id={reasonId}
            label="Reason for rejecting"
            reader="seller"
            defaultValue={mine?.reason ?? ""}
            error={reasonError}
            placeholder="e.g. Asks buyers to pay in advance"
          />
          <div>
            <button
              type="submit"
              disabled={busy}
              className={`${button} border-red-700 bg-white text-red-800 hover:bg-red-50`}
            >
              <X aria-hidden="true" className="size-4" />
              Reject<span className="sr-only"> {listing.title}</span>
            </button>
          </div>
        </Form>
      </div>
    </AdminAdCard>
  );
}
