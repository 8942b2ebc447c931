import { isJobCategory } from "~/domain/listings/category-fields";
import type { PriceHintView } from "~/domain/listings/price-hint";
import { m } from "~/i18n/paraglide/messages";
import { PriceHintCard } from "../listing/price-hint-card";
import { AttributeFields } from "./attribute-fields";
import { CheckboxField, TextField } from "./sell-fields";
import type { StepProps } from "./step-props";

export interface PriceStepProps extends StepProps {
  /** How the price compares with similar ads; null with too few of them. */
  priceHint: PriceHintView | null;
  hydrated: boolean;
}

/** The price in rupees, or for a job the salary (its lower bound is the listing's price). */
export function PriceStep(props: PriceStepProps) {
  const { draft, errors, change, priceHint, hydrated } = props;
  if (isJobCategory(draft.category)) return <AttributeFields {...props} step="price" />;
  return (
    <div className="space-y-5">
      <TextField
        name="price"
        label={m.sell_price_label()}
        required
        inputMode="decimal"
        value={draft.price}
        onChange={(price) => change({ price })}
        error={errors.price}
        placeholder={m.sell_price_placeholder()}
        maxLength={16}
      />
      <CheckboxField
        name="negotiable"
        label={m.sell_price_negotiable()}
        checked={draft.negotiable}
        onChange={(negotiable) => change({ negotiable })}
      />
      {/* With the scripts the hint follows the typing; without them this asks the server for it. */}
      {hydrated ? null : (
        <button
          type="submit"
          name="intent"
          value="check-price"
          className="min-h-11 rounded-md border border-slate-300 px-4 font-semibold text-brand"
        >
          {m.sell_price_check()}
        </button>
      )}
      <div aria-live="polite">{priceHint ? <PriceHintCard hint={priceHint} level={3} /> : null}</div>
    </div>
  );
}
