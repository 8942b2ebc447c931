import { X } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { m } from "~/i18n/paraglide/messages";

/** The full-screen card of /login and /signup (no shared layout): the logo, a close button back to /, the step. */
export function AuthScreen({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-surface px-4 py-6 sm:justify-center">
      <main className="relative w-full max-w-md rounded-xl bg-white p-6 shadow-md sm:p-8">
        <Link
          to="/"
          aria-label={m.account_screen_close()}
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-surface hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
        >
          <X aria-hidden="true" className="size-5" />
        </Link>
        <Link to="/" className="inline-block text-3xl font-extrabold tracking-tight text-brand">
          Mandi
        </Link>
        <div className="mt-4">{children}</div>
      </main>
    </div>
  );
}

export function StepHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <div className="mb-5">
      <h1 className="text-2xl font-bold">{title}</h1>
      {subtitle ? <p className="mt-1 text-slate-700">{subtitle}</p> : null}
    </div>
  );
}
