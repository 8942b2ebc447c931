import { z } from "zod";
import { type CategoryField, categoryFields } from "./category-fields";

/** A number typed in a form ("1,20,000", " 500 ") or sent as JSON; blank is "required". */
export function numberField(label: string, limits: { min: number; max: number; integer?: boolean }) {
  const notNumber = `${label} must be a number.`;
  return z.preprocess(
    (v) => v ?? "",
    z.union([z.number(), z.string()], { message: notNumber }).transform((value, ctx) => {
      const text = typeof value === "string" ? value.trim().replace(/[,\s]/g, "") : value;
      if (text === "") {
        ctx.addIssue({ code: "custom", message: `${label} is required.` });
        return z.NEVER;
      }
      const n =
        typeof text === "number"
          ? text
          : /^[-+]?(?:\d+(?:\.\d+)?|\.\d+)$/.test(text)
            ? Number(text)
            : Number.NaN;
      let problem: string | undefined;
      if (!Number.isFinite(n)) problem = notNumber;
      else if (limits.integer && !Number.isInteger(n)) problem = `${label} must be a whole number.`;
      else if (n < limits.min)
        problem =
          limits.min === 0 ? `${label} cannot be negative.` : `${label} must be at least ${limits.min}.`;
      else if (n > limits.max) problem = `${label} must be at most ${limits.max}.`;
      if (problem) {
        ctx.addIssue({ code: "custom", message: problem });
        return z.NEVER;
      }
      return Math.round(n * 100) / 100;
    }),
  );
}

const required = (field: CategoryField) =>
  field.kind === "select" ? field.chooseMessage : `${field.label} is required.`;

function fieldSchema(field: CategoryField): z.ZodType<string | number | undefined> {
  if (field.kind === "number") {
    const schema = numberField(field.label, { min: field.min, max: field.max, integer: true });
    return field.required
      ? schema
      : z.preprocess(
          (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
          schema.optional(),
        );
  }
  const values = field.kind === "select" ? field.options.map((o) => o.value) : undefined;
  return z.preprocess(
    (v) => (typeof v === "number" ? String(v) : (v ?? "")),
    z.string({ message: required(field) }).transform((raw, ctx) => {
      const value = raw.trim();
      if (value === "") {
        if (field.required) ctx.addIssue({ code: "custom", message: required(field) });
        return undefined;
      }
      if (field.kind === "text" && value.length > field.maxLength) {
        ctx.addIssue({
          code: "custom",
          message: `${field.label} must be at most ${field.maxLength} characters.`,
        });
      }
      if (values && !values.includes(value)) {
        ctx.addIssue({ code: "custom", message: required(field) });
      }
      return field.kind === "select" && field.numeric ? Number(value) : value;
    }),
  );
}

/**
 * The category-specific fields of an ad (all of them, or one step's): unknown keys are dropped, blank optional
 * ones left out, numbers kept as numbers. A job's salary range must not run backwards.
 */
export function attributesSchema(category: string, subcategory: string, step?: CategoryField["step"]) {
  const fields = categoryFields(category, subcategory, step);
  const shape = Object.fromEntries(fields.map((field) => [field.key, fieldSchema(field)]));
  return z.preprocess(
    (v) => (v && typeof v === "object" ? v : {}),
    z
      .object(shape)
      .transform((values) => {
        const kept: Record<string, string | number> = {};
        for (const [key, value] of Object.entries(values))
          if (value !== undefined) kept[key] = value as string | number;
        return kept;
      })
      .superRefine((values, ctx) => {
        const from = values.salaryFrom;
        const to = values.salaryTo;
        if (typeof from === "number" && typeof to === "number" && to < from) {
          ctx.addIssue({
            code: "custom",
            path: ["salaryTo"],
            message: "Salary to cannot be less than salary from.",
          });
        }
      }),
  );
}
