import * as Dialog from "@radix-ui/react-dialog";
import { cn } from "./cn";
import { Icon } from "./icon";

/**
 * The top row of a panel opened over the page (search overlay, phone menu, cart): the dialog's title and a round
 * close button. `className` lays out the row; `closeHoverClass` suits the panel's light or dark theme.
 */
export function DialogTitleBar({
  title,
  closeLabel,
  className,
  closeHoverClass = "hover:bg-surface",
}: {
  title: string;
  closeLabel: string;
  className?: string;
  closeHoverClass?: string;
}) {
  return (
    <div className={cn("flex items-center justify-between", className)}>
      <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
      <Dialog.Close
        aria-label={closeLabel}
        className={cn("inline-flex h-10 w-10 items-center justify-center rounded-full", closeHoverClass)}
      >
        <Icon name="x" size={20} />
      </Dialog.Close>
    </div>
  );
}
