import { lazy, Suspense, useEffect, useState } from "react";
import { useHydrated } from "~/app/hooks/use-hydrated";
import { type ToastMessage, useToast } from "~/app/hooks/use-toast";
import { cn } from "./cn";
import { toastBoxClass, toastVariantClass } from "./toast-style";

export { TOAST_DURATION_MS } from "./toast-style";

const LiveToaster = lazy(() => import("./live-toaster"));

/**
 * Shows one toast at a time (a new one replaces it) for 5 seconds. `serverToast` comes from the root loader's
 * one-time cookie: it is drawn in the server HTML (and fades by CSS without JavaScript), then handed to Radix.
 * Radix's toast code is fetched with the first toast of the visit, so pages without one never load it; until it
 * arrives the toast is drawn plainly in the same place.
 */
export function Toaster({ serverToast }: { serverToast: (ToastMessage & { id: string }) | null }) {
  const { current, dismiss, toast } = useToast();
  const hydrated = useHydrated();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (serverToast) toast(serverToast);
  }, [serverToast, toast]);

  useEffect(() => {
    if (current) setLive(true);
  }, [current]);

  return (
    <>
      {!hydrated && serverToast && <PlainToast toast={serverToast} className="toast-static" />}
      {hydrated && (live || current) && (
        <Suspense fallback={current ? <PlainToast toast={current} hidden /> : null}>
          <LiveToaster current={current} dismiss={dismiss} />
        </Suspense>
      )}
    </>
  );
}

/** A toast without Radix: in the server HTML, and (hidden from screen readers, Radix announces it) while Radix loads. */
function PlainToast({
  toast,
  className,
  hidden,
}: {
  toast: ToastMessage;
  className?: string;
  hidden?: boolean;
}) {
  return (
    <div
      aria-hidden={hidden ? "true" : undefined}
      className="pointer-events-none fixed right-0 bottom-0 z-[100] w-full p-4 sm:max-w-sm"
    >
      <div
        role={hidden ? undefined : "status"}
        className={cn(toastBoxClass, className, toastVariantClass(toast.variant))}
      >
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className="mt-1 text-sm opacity-90">{toast.description}</p>}
      </div>
    </div>
  );
}
