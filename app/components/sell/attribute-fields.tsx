import { type CategoryField, categoryFields } from "~/domain/listings/category-fields";
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
        <p className="text-sm text-slate-600 sm:col-span-2">
          Optional, but buyers filter by these details, so ads that have them are found more often.
        </p>
      ) : null}
      {fields.map((field) => {
        const name = `attributes.${field.key}`;
        const shared = {
          name,
          label: field.kind === "number" && field.unit ? `${field.label} (${field.unit})` : field.label,
          required: field.required,
          error: props.errors[name],
          value: props.draft.attributes[field.key] ?? "",
          onChange: (value: string) => props.setAttribute(field.key, value),
        };
        if (field.kind === "select")
          return <SelectField key={field.key} {...shared} options={field.options} />;
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
