import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { m } from "~/i18n/paraglide/messages";

export function BackLink({ to, label = m.account_back() }: { to: string; label?: string }) {
  return (
    <Link
      to={to}
      className="mb-3 inline-flex min-h-11 items-center gap-1 rounded-md pr-2 font-semibold text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
