import type { ReactNode } from "react";

/** One titled card of /settings. */
export function SettingsCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {description ? <p className="mt-1 text-slate-700">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
