import type { ToastMessage } from "~/app/hooks/use-toast";

export const TOAST_DURATION_MS = 5000;

export const toastBoxClass = "pointer-events-auto relative w-full rounded-lg border p-4 pr-10 shadow-lg";

export const toastVariantClass = (variant: ToastMessage["variant"]) =>
  variant === "destructive" ? "border-red-700 bg-red-700 text-white" : "border-slate-200 bg-white text-brand";
