import { type ReactNode, useRef } from "react";
import {
  useChosenBeforeHydration,
  useTickedBeforeHydration,
  useTypedBeforeHydration,
} from "~/app/hooks/use-typed-before-hydration";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";

const controlClass =
  "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-brand shadow-sm outline-none " +
  "focus:border-brand focus:ring-2 focus:ring-brand/30";

interface FieldShell {
  /** Form field name; also the key of its error and the base of its id. */
  name: string;
  label: string;
  required?: boolean | undefined;
  error?: string | undefined;
  hint?: string | undefined;
}

export const fieldId = (name: string) => `ad-${name.replace(/[^a-zA-Z0-9-]/g, "-")}`;

function describedBy(name: string, error?: string, hint?: string) {
  const id = fieldId(name);
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

function Label({ name, label, required }: FieldShell) {
  return (
    <label htmlFor={fieldId(name)} className="block text-sm font-semibold">
      {label}
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
}

function Messages({ name, error, hint }: FieldShell) {
  return (
    <>
      {hint ? (
        <p id={`${fieldId(name)}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId(name)}-error`} className="mt-1 text-sm font-medium text-red-700">
          {localizeText(error)}
        </p>
      ) : null}
    </>
  );
}

const controlProps = (shell: FieldShell) => ({
  id: fieldId(shell.name),
  name: shell.name,
  "aria-required": shell.required ? true : undefined,
  "aria-invalid": shell.error ? true : undefined,
  "aria-describedby": describedBy(shell.name, shell.error, shell.hint),
  className: `${controlClass} ${shell.error ? "border-red-700" : "border-slate-300"}`,
});

export function TextField(
  props: FieldShell & {
    value: string;
    onChange: (value: string) => void;
    multiline?: boolean;
    type?: "text" | "tel" | "email";
    inputMode?: "text" | "decimal" | "numeric" | "tel";
    autoComplete?: string;
    placeholder?: string | undefined;
    maxLength?: number;
    list?: string;
    readOnly?: boolean;
  },
) {
  const inputRef = useRef<HTMLInputElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(props.multiline ? textareaRef : inputRef, props.onChange);
  const shared = {
    ...controlProps(props),
    value: props.value,
    placeholder: props.placeholder,
    maxLength: props.maxLength,
    readOnly: props.readOnly,
  };
  return (
    <div>
      <Label {...props} />
      {props.multiline ? (
        <textarea ref={textareaRef} {...shared} rows={6} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <input
          ref={inputRef}
          {...shared}
          type={props.type ?? "text"}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete}
          list={props.list}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
      <Messages {...props} />
    </div>
  );
}

export function SelectField(
  props: FieldShell & {
    value: string;
    onChange: (value: string) => void;
    options: readonly { value: string; label: string }[];
  },
) {
  const ref = useRef<HTMLSelectElement>(null);
  useTypedBeforeHydration(ref, props.onChange);
  return (
    <div>
      <Label {...props} />
      <select
        ref={ref}
        {...controlProps(props)}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">{m.sell_field_select()}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Messages {...props} />
    </div>
  );
}

export function RadioField(
  props: FieldShell & {
    value: string;
    onChange: (value: string) => void;
    options: readonly { value: string; label: string }[];
  },
) {
  const ref = useRef<HTMLFieldSetElement>(null);
  useChosenBeforeHydration(ref, props.onChange);
  return (
    <fieldset ref={ref} aria-describedby={describedBy(props.name, props.error, props.hint)}>
      <legend className="text-sm font-semibold">
        {props.label}
        {props.required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {props.options.map((o, index) => (
          <label
            key={o.value}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-4 has-[:checked]:border-brand has-[:checked]:bg-brand has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand/40"
          >
            <input
              type="radio"
              id={index === 0 ? fieldId(props.name) : undefined}
              name={props.name}
              value={o.value}
              checked={props.value === o.value}
              onChange={() => props.onChange(o.value)}
              aria-invalid={props.error ? true : undefined}
              className="size-4 accent-brand"
            />
            {o.label}
          </label>
        ))}
      </div>
      <Messages {...props} />
    </fieldset>
  );
}

export function CheckboxField(props: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useTickedBeforeHydration(ref, props.onChange);
  return (
    <div className="flex items-start gap-3">
      <input
        ref={ref}
        id={fieldId(props.name)}
        type="checkbox"
        name={props.name}
        value="true"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        className="mt-1 size-5 accent-brand"
      />
      <div>
        <label htmlFor={fieldId(props.name)} className="font-semibold">
          {props.label}
        </label>
        {props.hint ? <p className="text-sm text-slate-600">{props.hint}</p> : null}
      </div>
    </div>
  );
}
