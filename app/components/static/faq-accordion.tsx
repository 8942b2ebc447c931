import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type { FaqItemView } from "~/domain/content/faq-search";

/**
 * The answers stay in the page (forceMount) so that without JavaScript a <noscript> style can show them all;
 * with JavaScript they open and close as an accordion.
 */
export function FaqAccordion({ items, openAll }: { items: FaqItemView[]; openAll: boolean }) {
  return (
    <>
      <noscript>
        <style>{".faq-answer[hidden]{display:block!important}"}</style>
      </noscript>
      <Accordion.Root
        type="multiple"
        // A search opens the matching answers; remounts when it changes (see the key on the caller).
        defaultValue={openAll ? items.map((i) => String(i.id)) : []}
        className="divide-y divide-gray-200 rounded-lg bg-white shadow-sm"
      >
        {items.map((item) => (
          <Accordion.Item key={item.id} value={String(item.id)}>
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger className="group flex min-h-12 w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-surface focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand">
                  {item.question}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content forceMount className="faq-answer px-5 pb-5 text-gray-800">
              {item.answer}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </>
  );
}
