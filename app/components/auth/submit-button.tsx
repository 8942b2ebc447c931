import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";

interface SubmitButtonProps {
  children: ReactNode;
  busy?: boolean;
  disabled?: boolean;
  name?: string;
  value?: string;
  variant?: "primary" | "outline";
  className?: string;
}

/** A form's submit button: a spinner and aria-busy while its request runs, disabled so it is sent once. */
export function SubmitButton({
  children,
  busy = false,
  disabled = false,
  name,
  value,
  variant = "primary",
  className = "",
}: SubmitButtonProps) {
  const look =
    variant === "primary"
      ? "bg-brand text-white hover:bg-brand/90"
      : "border-2 border-brand bg-white text-brand hover:bg-surface";
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className={`inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60 ${look} ${className}`}
    >
      {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
      {children}
    </button>
  );
}
