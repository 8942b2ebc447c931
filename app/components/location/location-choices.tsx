import { Form } from "react-router";

export interface LocationChoice {
  /** Sent to the action and stored upper case. */
  value: string;
  label: string;
  hint?: string | undefined;
}

/** A list of places, each a submit button of one plain POST form: works without JavaScript. */
export function LocationChoices({
  choices,
  label,
  columns = "grid-cols-2 sm:grid-cols-3 lg:grid-cols-4",
}: {
  choices: LocationChoice[];
  /** Names the list for assistive technology. */
  label: string;
  columns?: string;
}) {
  return (
    <Form method="post" action="/location" aria-label={label}>
      <input type="hidden" name="intent" value="choose" />
      <ul className={`grid gap-2 ${columns}`}>
        {choices.map((choice) => (
          <li key={`${choice.value}-${choice.label}-${choice.hint ?? ""}`}>
            <button
              type="submit"
              name="location"
              value={choice.value}
              className="flex w-full flex-col items-start rounded-md border border-slate-200 bg-white px-3 py-2 text-left hover:border-brand hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand"
            >
              <span className="font-medium">{choice.label}</span>
              {choice.hint ? <span className="text-xs text-slate-600">{choice.hint}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </Form>
  );
}
