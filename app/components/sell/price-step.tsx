import { isJobCategory } from "~/domain/listings/category-fields";
import { AttributeFields } from "./attribute-fields";
import { CheckboxField, TextField } from "./sell-fields";
import type { StepProps } from "./step-props";

/** The price in rupees, or for a job the salary (its lower bound is the listing's price). */
export function PriceStep(props: StepProps) {
  const { draft, errors, change } = props;
  if (isJobCategory(draft.category)) return <AttributeFields {...props} step="price" />;
  return (
    <div className="space-y-5">
      <TextField
        name="price"
        label="Price (₹)"
        required
        inputMode="decimal"
        value={draft.price}
        onChange={(price) => change({ price })}
        error={errors.price}
        placeholder="e.g. 25000"
        maxLength={16}
      />
      <CheckboxField
        name="negotiable"
        label="Price is negotiable"
        checked={draft.negotiable}
        onChange={(negotiable) => change({ negotiable })}
      />
    </div>
  );
}
