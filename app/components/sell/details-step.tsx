import { hasCondition } from "~/domain/listings/category-fields";
import { CONDITION_LABELS } from "~/domain/listings/listing-options";
import { AD_CONDITIONS, AD_TEXT_LIMITS } from "~/domain/listings/listing-schemas";
import { AttributeFields } from "./attribute-fields";
import { RadioField, TextField } from "./sell-fields";
import type { StepProps } from "./step-props";

const CONDITIONS = AD_CONDITIONS.map((value) => ({ value, label: CONDITION_LABELS[value] }));

export function DetailsStep(props: StepProps) {
  const { draft, errors, change } = props;
  return (
    <div className="space-y-5">
      <TextField
        name="title"
        label="Ad title"
        required
        value={draft.title}
        onChange={(title) => change({ title })}
        error={errors.title}
        placeholder={props.category.titlePlaceholder}
        hint="Mention the key features of your item (e.g. brand, model, age, type)."
        maxLength={AD_TEXT_LIMITS.title}
      />
      <TextField
        name="description"
        label="Description"
        required
        multiline
        value={draft.description}
        onChange={(description) => change({ description })}
        error={errors.description}
        hint="Include condition, features and reason for selling."
        maxLength={AD_TEXT_LIMITS.description}
      />
      {hasCondition(draft.category) ? (
        <RadioField
          name="condition"
          label="Condition"
          options={CONDITIONS}
          value={draft.condition}
          onChange={(condition) => change({ condition })}
          error={errors.condition}
        />
      ) : null}
      <AttributeFields {...props} step="details" />
    </div>
  );
}
