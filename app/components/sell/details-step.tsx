import { hasCondition } from "~/domain/listings/category-fields";
import { AD_CONDITIONS, AD_TEXT_LIMITS } from "~/domain/listings/listing-schemas";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";
import { AttributeFields } from "./attribute-fields";
import { RadioField, TextField } from "./sell-fields";
import { conditionLabel } from "./sell-notices";
import type { StepProps } from "./step-props";

export function DetailsStep(props: StepProps) {
  const { draft, errors, change } = props;
  const conditions = AD_CONDITIONS.map((value) => ({ value, label: conditionLabel(value) }));
  return (
    <div className="space-y-5">
      <TextField
        name="title"
        label={m.sell_details_title()}
        required
        value={draft.title}
        onChange={(title) => change({ title })}
        error={errors.title}
        placeholder={localizeText(props.category.titlePlaceholder)}
        hint={m.sell_details_title_hint()}
        maxLength={AD_TEXT_LIMITS.title}
      />
      <TextField
        name="description"
        label={m.sell_details_description()}
        required
        multiline
        value={draft.description}
        onChange={(description) => change({ description })}
        error={errors.description}
        hint={m.sell_details_description_hint()}
        maxLength={AD_TEXT_LIMITS.description}
      />
      {hasCondition(draft.category) ? (
        <RadioField
          name="condition"
          label={m.sell_details_condition()}
          options={conditions}
          value={draft.condition}
          onChange={(condition) => change({ condition })}
          error={errors.condition}
        />
      ) : null}
      <AttributeFields {...props} step="details" />
    </div>
  );
}
