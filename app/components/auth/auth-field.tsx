import type { InputHTMLAttributes } from "react";

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "autoComplete" | "inputMode" | "maxLength" | "minLength" | "placeholder" | "pattern" | "autoFocus"
>;

interface AuthFieldProps extends InputProps {
  /** Unique on the page: the input id and the prefix of its hint and error ids. */
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  defaultValue?: string | undefined;
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function AuthField({
  id,
  name,
  label,
  error,
  hint,
  required = true,
  defaultValue,
  ...input
}: AuthFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        required={required}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        className={`mt-1 block h-11 w-full rounded-md border bg-white px-3 text-base text-brand outline-none focus:border-brand focus:ring-2 focus:ring-brand/30 ${error ? "border-red-700" : "border-slate-300"}`}
        {...input}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
