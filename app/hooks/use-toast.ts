import { useSyncExternalStore } from "react";

import type { ToastMessage } from "~/web/toast-message";

export type { ToastMessage, ToastVariant } from "~/web/toast-message";

export interface ActiveToast extends ToastMessage {
  id: string;
}

// One toast at a time (spec section 4): a module-level slot that a new toast simply replaces.
let current: ActiveToast | null = null;
let counter = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function toast(message: ToastMessage): string {
  counter += 1;
  const id = `toast-${counter}`;
  current = { ...message, id };
  emit();
  return id;
}

/** Dismisses the given toast (or whichever is showing); a stale id leaves a newer toast alone. */
export function dismissToast(id?: string) {
  if (!current || (id && current.id !== id)) return;
  current = null;
  emit();
}

export function useToast() {
  const active = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return { toast, dismiss: dismissToast, current: active };
}
