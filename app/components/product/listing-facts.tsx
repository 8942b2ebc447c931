import type { ListingCondition } from "~/domain/listings/listing-options";
import type { ListingDetailView } from "~/domain/listings/listing-views";
import { m } from "~/i18n/paraglide/messages";
import { attributeLabel, attributeValue } from "./attribute-labels";

/** A condition in the words the seller picked it by (the sell form's). */
const CONDITION_WORDS: Record<ListingCondition, () => string> = {
  new: m.sell_condition_new,
  like_new: m.sell_condition_like_new,
  used: m.sell_condition_used,
  refurbished: m.sell_condition_refurbished,
  for_parts: m.sell_condition_for_parts,
};

/** The condition and the category-specific fields (brand, year, BHK…) as a labelled list. */
export function ListingFacts({ listing }: { listing: ListingDetailView }) {
  const facts: [string, string][] = [];
  if (listing.condition) facts.push([m.product_facts_condition(), CONDITION_WORDS[listing.condition]()]);
  for (const [key, value] of Object.entries(listing.attributes)) {
    if (value === "" || value === null || value === undefined) continue;
    facts.push([attributeLabel(key), attributeValue(key, value)]);
  }
  if (listing.negotiable) facts.push([m.product_facts_price(), m.product_facts_negotiable()]);
  if (facts.length === 0) return null;
  return (
    <section aria-labelledby="details-heading">
      <h2 id="details-heading" className="mb-2 text-lg font-bold">
        {m.product_facts_heading()}
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 border-b border-slate-100 py-1.5 text-sm">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
