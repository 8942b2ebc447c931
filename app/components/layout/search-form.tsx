import type { FormEvent, InputHTMLAttributes, Ref } from "react";
import { Icon } from "~/app/components/ui/icon";
import { m } from "~/i18n/paraglide/messages";

/**
 * The search box of the overlay and of the /search page: a GET form to /products that works without scripts;
 * `onSubmit` (once hydrated) remembers the search and navigates in the app.
 */
export function SearchForm({
  id,
  inputRef,
  onSubmit,
  ...input
}: {
  id: string;
  inputRef: Ref<HTMLInputElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
} & Pick<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange">) {
  return (
    <form method="get" action="/products" onSubmit={onSubmit} className="mt-3 flex gap-2">
      <label htmlFor={id} className="sr-only">
        {m.shell_search_label()}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="q"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={m.shell_search_placeholder()}
        className="h-11 min-w-0 flex-1 rounded-md border-2 border-brand px-3 outline-none focus:border-brand-light"
        {...input}
      />
      <button
        type="submit"
        className="inline-flex h-11 items-center gap-2 rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand/90"
      >
        <Icon name="search" size={18} />
        {m.shell_header_search()}
      </button>
    </form>
  );
}
