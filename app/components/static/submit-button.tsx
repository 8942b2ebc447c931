import type { ReactNode } from "react";
import { m } from "~/i18n/paraglide/messages";

/** The primary button of the contact and job-application forms; "Sending…" while the post is under way. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="inline-flex min-h-11 items-center rounded-md bg-brand px-6 py-2 font-semibold text-white hover:bg-brand/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
    >
      {busy ? m.static_form_sending() : children}
    </button>
  );
}
