import { ChevronDown } from "lucide-react";
import type { KeyboardEvent } from "react";
import type { FaqItemView } from "~/domain/content/faq-search";

/**
 * Each question is a native disclosure, so it opens on the first tap before the scripts arrive, and without them.
 * Once they run, the arrow keys, Home and End move between the questions as in an accordion.
 */
export function FaqAccordion({ items, openAll }: { items: FaqItemView[]; openAll: boolean }) {
  return (
    <div data-faq-list className="divide-y divide-gray-200 rounded-lg bg-white shadow-sm">
      {items.map((item) => (
        // A search opens the matching answers (the caller remounts the list when it starts or ends). A question
        // opened before hydration stays open: hydrating leaves the attribute as the person set it.
        <details key={item.id} open={openAll} suppressHydrationWarning className="group">
          {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is the disclosure's own button */}
          <summary
            onKeyDown={moveBetweenQuestions}
            className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-surface focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden"
          >
            <h3>{item.question}</h3>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="px-5 pb-5 text-gray-800">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}

function moveBetweenQuestions(event: KeyboardEvent<HTMLElement>) {
  const list = event.currentTarget.closest("[data-faq-list]");
  if (!list) return;
  const questions = Array.from(list.querySelectorAll<HTMLElement>(":scope > details > summary"));
  const at = questions.indexOf(event.currentTarget);
  const targets: Record<string, HTMLElement | undefined> = {
    ArrowDown: questions[(at + 1) % questions.length],
    ArrowUp: questions[(at - 1 + questions.length) % questions.length],
    Home: questions[0],
    End: questions.at(-1),
  };
  const next = targets[event.key];
  if (!next) return;
  event.preventDefault();
  next.focus();
}
