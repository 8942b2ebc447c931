import { type CategoryField, categoryFields } from "~/domain/listings/category-fields";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";
import { SelectField, TextField } from "./sell-fields";
import type { StepProps } from "./step-props";

/** The category's own fields of one step (brand, year, BHK, salary…). */
export function AttributeFields({ step, ...props }: StepProps & { step: CategoryField["step"] }) {
  const fields = categoryFields(props.draft.category, props.draft.subcategory, step);
  if (fields.length === 0) return null;
  const optional = fields.every((field) => !field.required);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {optional ? (
        <p className="text-sm text-slate-600 sm:col-span-2">{m.sell_attributes_optional()}</p>
      ) : null}
      {fields.map((field) => {
        const name = `attributes.${field.key}`;
        const label = localizeText(field.label);
        const shared = {
          name,
          label: field.kind === "number" && field.unit ? `${label} (${localizeText(field.unit)})` : label,
          required: field.required,
          error: props.errors[name],
          value: props.draft.attributes[field.key] ?? "",
          onChange: (value: string) => props.setAttribute(field.key, value),
        };
        if (field.kind === "select")
          return (
            <SelectField
              key={field.key}
              {...shared}
              options={field.options.map((o) => ({ value: o.value, label: localizeText(o.label) }))}
            />
          );
        return (
          <TextField
            key={field.key}
            {...shared}
            inputMode={field.kind === "number" ? "numeric" : "text"}
            maxLength={field.kind === "text" ? field.maxLength : 14}
          />
        );
      })}
    </div>
  );
}
