import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { useEffect } from "react";
import { useHydrated } from "~/app/hooks/use-hydrated";
import { type ToastMessage, useToast } from "~/app/hooks/use-toast";
import { cn } from "./cn";

export const TOAST_DURATION_MS = 5000;

const boxClass = "pointer-events-auto relative w-full rounded-lg border p-4 pr-10 shadow-lg";
const variantClass = (variant: ToastMessage["variant"]) =>
  variant === "destructive" ? "border-red-700 bg-red-700 text-white" : "border-slate-200 bg-white text-brand";

/**
 * Shows one toast at a time (a new one replaces it) for 5 seconds. `serverToast` comes from the root loader's
 * one-time cookie: it is drawn in the server HTML (and fades by CSS without JavaScript), then handed to Radix.
 */
export function Toaster({ serverToast }: { serverToast: (ToastMessage & { id: string }) | null }) {
  const { current, dismiss, toast } = useToast();
  const hydrated = useHydrated();

  useEffect(() => {
    if (serverToast) toast(serverToast);
  }, [serverToast, toast]);

  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {!hydrated && serverToast && (
        <div className="pointer-events-none fixed right-0 bottom-0 z-[100] w-full p-4 sm:max-w-sm">
          <div role="status" className={cn(boxClass, "toast-static", variantClass(serverToast.variant))}>
            <p className="font-semibold">{serverToast.title}</p>
            {serverToast.description && <p className="mt-1 text-sm opacity-90">{serverToast.description}</p>}
          </div>
        </div>
      )}
      {current && (
        <ToastPrimitive.Root
          key={current.id}
          open
          onOpenChange={(open) => {
            if (!open) dismiss(current.id);
          }}
          className={cn(boxClass, "toast-enter", variantClass(current.variant))}
        >
          <ToastPrimitive.Title className="font-semibold">{current.title}</ToastPrimitive.Title>
          {current.description && (
            <ToastPrimitive.Description className="mt-1 text-sm opacity-90">
              {current.description}
            </ToastPrimitive.Description>
          )}
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-2 right-2 inline-flex h-8 w-8 items-center justify-center rounded-full opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" width={16} height={16} />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-sm" />
    </ToastPrimitive.Provider>
  );
}
