import { X } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { m } from "~/i18n/paraglide/messages";

/** /sell has no shared layout (spec section 2): the logo and a close icon, both back to the home page. */
export function SellScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-surface">
      <header className="h-16 border-b border-slate-200 bg-white text-brand">
        <div className="mx-auto flex h-full max-w-3xl items-center justify-between px-4">
          <Link to="/" className="text-2xl font-extrabold tracking-tight">
            Mandi
          </Link>
          <Link
            to="/"
            aria-label={m.sell_screen_close()}
            className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-surface hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
          >
            <X aria-hidden="true" className="size-6" />
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-6">
        <h1 className="text-2xl font-bold text-brand sm:text-3xl">{title}</h1>
        <div className="mt-4 rounded-xl bg-white p-4 shadow-sm sm:p-6">{children}</div>
      </main>
    </div>
  );
}
