import { Briefcase, Clock, MapPin } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router";
import type { JobOpeningView } from "~/domain/careers/list-job-openings.server";
import { m } from "~/i18n/paraglide/messages";
import { PlainTextBlocks } from "./plain-text-blocks";

export function JobOpeningCard(props: {
  opening: JobOpeningView;
  /** With JavaScript, opens the dialog instead of following the link to the inline form. */
  onApply: (event: MouseEvent<HTMLAnchorElement>) => void;
  children?: ReactNode;
}) {
  const { opening } = props;
  const [intro, ...rest] = opening.description.split(/\r?\n\s*\r?\n/);
  const headingId = `opening-${opening.slug}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h3 id={headingId} className="text-xl font-bold">
            {opening.title}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
            <Fact
              icon={<Briefcase aria-hidden="true" className="size-4" />}
              label={m.static_careers_department()}
            >
              {opening.department}
            </Fact>
            <Fact icon={<MapPin aria-hidden="true" className="size-4" />} label={m.static_careers_location()}>
              {opening.location}
            </Fact>
            <Fact icon={<Clock aria-hidden="true" className="size-4" />} label={m.static_careers_type()}>
              {opening.employmentType}
            </Fact>
          </ul>
        </div>
        <Link
          to={`/careers?apply=${encodeURIComponent(opening.slug)}#apply`}
          onClick={props.onApply}
          aria-label={m.static_careers_apply_now_for({ title: opening.title })}
          className="inline-flex min-h-11 items-center rounded-md bg-sell px-5 py-2 font-semibold text-brand hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {m.static_careers_apply_now()}
        </Link>
      </div>
      {intro ? <p className="mt-4 text-gray-800">{intro.trim()}</p> : null}
      {rest.length > 0 ? (
        <details className="mt-3">
          <summary className="cursor-pointer font-semibold text-brand underline">
            {m.static_careers_full_description()}
          </summary>
          <PlainTextBlocks text={rest.join("\n\n")} className="mt-3 space-y-3 text-gray-800" />
        </details>
      ) : null}
      {props.children}
    </article>
  );
}

function Fact(props: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      {props.icon}
      <span className="sr-only">{props.label}: </span>
      {props.children}
    </li>
  );
}
