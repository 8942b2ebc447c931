/** A toast as the server queues it in a cookie and the page shows it (spec section 4: one at a time). */
export type ToastVariant = "default" | "destructive";

export interface ToastMessage {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant | undefined;
}
