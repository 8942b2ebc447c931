import type { FormEvent, ReactNode } from "react";

/** Where every cart control posts: the cart page's action answers it when the scripts have not run. */
export const CART_ACTION = "/cart";

/**
 * One cart control as a form the server answers (redirecting back to `redirectTo`). Once the scripts run,
 * `onSubmit` does the same in the browser instead.
 */
export function CartForm({
  intent,
  fields = {},
  redirectTo,
  onSubmit,
  className,
  children,
}: {
  intent: "add" | "quantity" | "remove" | "clear" | "checkout";
  fields?: Record<string, string | number>;
  redirectTo: string;
  onSubmit?: (() => void) | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      action={CART_ACTION}
      className={className}
      onSubmit={
        onSubmit &&
        ((event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        })
      }
    >
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {children}
    </form>
  );
}
