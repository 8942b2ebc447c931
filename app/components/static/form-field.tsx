import { type InputHTMLAttributes, type TextareaHTMLAttributes, useRef } from "react";
import { useTypedBeforeHydration } from "~/app/hooks/use-typed-before-hydration";
import { m } from "~/i18n/paraglide/messages";

interface FieldProps {
  /** Unique on the page: the input id and the prefix of its hint and error ids. */
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  defaultValue?: string | undefined;
}

type InputFieldProps = FieldProps & {
  multiline?: false;
} & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    "type" | "autoComplete" | "inputMode" | "maxLength" | "placeholder"
  >;

type TextAreaFieldProps = FieldProps & {
  multiline: true;
} & Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, "rows" | "maxLength" | "placeholder">;

const controlClass =
  "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-brand shadow-sm outline-none " +
  "focus:border-brand focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-700";

/** A labelled input or textarea whose error is announced and tied to it with aria-describedby. */
export function FormField(props: InputFieldProps | TextAreaFieldProps) {
  const { id, name, label, error, hint, required = false, defaultValue } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  // Hydrating a textarea puts the server's text back over what was typed before the scripts came.
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(textareaRef);
  const shared = {
    id,
    name,
    defaultValue,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: `${controlClass} ${error ? "border-red-700" : "border-gray-300"}`,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
        {required ? null : <span className="font-normal text-gray-600"> {m.static_form_optional()}</span>}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      {props.multiline ? (
        <textarea
          ref={textareaRef}
          {...shared}
          rows={props.rows ?? 5}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
        />
      ) : (
        <input
          {...shared}
          type={props.type ?? "text"}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
        />
      )}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
