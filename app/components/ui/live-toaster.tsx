import * as ToastPrimitive from "@radix-ui/react-toast";
import type { ActiveToast } from "~/app/hooks/use-toast";
import { m } from "~/i18n/paraglide/messages";
import { cn } from "./cn";
import { Icon } from "./icon";
import { TOAST_DURATION_MS, toastBoxClass, toastVariantClass } from "./toast-style";

/** The live toast (Radix: announced, swipe and F8 to reach it), fetched with the first toast (see toaster.tsx). */
export default function LiveToaster({
  current,
  dismiss,
}: {
  current: ActiveToast | null;
  dismiss: (id: string) => void;
}) {
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {current && (
        <ToastPrimitive.Root
          key={current.id}
          open
          onOpenChange={(open) => {
            if (!open) dismiss(current.id);
          }}
          className={cn(toastBoxClass, "toast-enter", toastVariantClass(current.variant))}
        >
          <ToastPrimitive.Title className="font-semibold">{current.title}</ToastPrimitive.Title>
          {current.description && (
            <ToastPrimitive.Description className="mt-1 text-sm opacity-90">
              {current.description}
            </ToastPrimitive.Description>
          )}
          <ToastPrimitive.Close
            aria-label={m.shell_toast_close()}
            className="absolute top-2 right-2 inline-flex h-8 w-8 items-center justify-center rounded-full opacity-80 hover:opacity-100"
          >
            <Icon name="x" size={16} />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-sm" />
    </ToastPrimitive.Provider>
  );
}
