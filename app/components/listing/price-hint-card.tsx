import { CircleCheck, Scale, TrendingDown, TrendingUp } from "lucide-react";
import { useId } from "react";
import { comparedOn, type PriceHintView, type PriceVerdict } from "~/domain/listings/price-hint";
import { m } from "~/i18n/paraglide/messages";
import { formatRupees } from "./format";

const LOOKS: Record<PriceVerdict | "none", { icon: typeof Scale; box: string }> = {
  good: { icon: TrendingDown, box: "border-emerald-300 bg-emerald-50 text-emerald-950" },
  fair: { icon: CircleCheck, box: "border-sky-300 bg-sky-50 text-sky-950" },
  above: { icon: TrendingUp, box: "border-amber-300 bg-amber-50 text-amber-950" },
  none: { icon: Scale, box: "border-slate-200 bg-white text-slate-900" },
};

const VERDICT_LABELS: Record<PriceVerdict, () => string> = {
  good: m.browse_listing_verdict_good,
  fair: m.browse_listing_verdict_fair,
  above: m.browse_listing_verdict_above,
};

/** "12 similar ads in Pune", "… in Maharashtra", "… across India". */
function comparablesLabel(hint: Pick<PriceHintView, "count" | "scope" | "place">): string {
  const count = String(hint.count);
  return hint.scope === "india"
    ? m.browse_listing_price_hint_similar_india({ count })
    : m.browse_listing_price_hint_similar_in({ count, place: hint.place });
}

/**
 * The fair-price hint (decision 018): the verdict in words (the colour only repeats it), the median and the middle
 * half of similar prices, and how many ads they come from and where.
 */
export function PriceHintCard({ hint, level = 2 }: { hint: PriceHintView; level?: 2 | 3 }) {
  const headingId = useId();
  const look = LOOKS[hint.verdict ?? "none"];
  const Heading = level === 2 ? "h2" : "h3";
  const Icon = look.icon;
  return (
    <section aria-labelledby={headingId} className={`flex flex-col gap-1 rounded-lg border p-4 ${look.box}`}>
      <Heading id={headingId} className="flex items-center gap-2 text-base font-bold">
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        {hint.verdict ? VERDICT_LABELS[hint.verdict]() : m.browse_listing_price_guide()}
      </Heading>
      <p className="text-sm">
        {m.browse_listing_price_hint_range({
          median: formatRupees(hint.median),
          p25: formatRupees(hint.p25),
          p75: formatRupees(hint.p75),
        })}
      </p>
      <p className="text-sm">
        {m.browse_listing_price_hint_based_on({ comparables: comparablesLabel(hint) })}
        <span className="block text-xs">{comparedOn(hint)}</span>
      </p>
    </section>
  );
}
