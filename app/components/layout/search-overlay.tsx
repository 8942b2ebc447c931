import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { DialogTitleBar } from "~/app/components/ui/dialog-title-bar";
import { useRecentSearches } from "~/app/hooks/use-recent-searches";
import { normalizeQuery, searchHref } from "~/app/lib/recent-searches";
import { m } from "~/i18n/paraglide/messages";
import { SearchChoices } from "./search-choices";
import { SearchForm } from "./search-form";

/**
 * The search overlay: a search form, recent searches (this browser) and the popular searches. The /search page
 * (routes/search.tsx) is the same without the scripts.
 */
export function SearchOverlay({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const recent = useRecentSearches();
  const [query, setQuery] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  function search(raw: string) {
    recent.add(raw);
    onOpenChange(false);
    setQuery("");
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const clean = normalizeQuery(query);
    if (!clean) {
      inputRef.current?.focus();
      return;
    }
    search(clean);
    navigate(searchHref(clean));
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            // The header's trigger (desktop or phone) is no Dialog.Trigger: remember it to give focus back.
            returnFocusRef.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            inputRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
          className="fixed inset-x-0 top-0 z-50 mx-auto max-h-screen w-full max-w-2xl overflow-y-auto bg-white p-4 text-brand shadow-xl sm:top-16 sm:rounded-lg sm:p-6"
        >
          <DialogTitleBar title={m.shell_search_title()} closeLabel={m.shell_search_close()} />
          <SearchForm
            id="search-overlay-q"
            inputRef={inputRef}
            onSubmit={onSubmit}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />

          <SearchChoices onPick={search} headingLevel="h3" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
