import * as Dialog from "@radix-ui/react-dialog";
import { SlidersHorizontal, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { FilterPanel, type FilterPanelProps } from "./filter-panel";

/** Phones get the filters in a drawer (Radix Dialog) instead of the sidebar. */
export function FilterDrawer(props: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  // A category link chosen inside the drawer navigates; the drawer then gets out of the way.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [pathname, search]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="flex items-center gap-2 rounded-md border border-brand bg-white px-3 py-1.5 text-sm font-semibold lg:hidden">
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Filters
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,90vw)] flex-col overflow-y-auto bg-white p-4 shadow-xl focus:outline-none">
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">Filters</Dialog.Title>
            <Dialog.Close aria-label="Close filters" className="rounded p-1 hover:bg-surface">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Narrow the ads by category, price, condition and date.
          </Dialog.Description>
          <FilterPanel {...props} idPrefix="drawer-" onApply={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
