import type { IconName } from "./icon-names";
import spriteUrl from "./icon-sprite.svg?no-inline";

export { spriteUrl as ICON_SPRITE_URL };

/**
 * A lucide icon drawn from the static sprite (no JavaScript per icon): the same 24-unit shapes, stroke and
 * defaults as lucide-react, sized by `size` or by CSS (e.g. `size-5`); colour is the text colour. Decorative.
 */
export function Icon({
  name,
  size = 24,
  strokeWidth = 2,
  className,
}: {
  name: IconName;
  size?: number;
  strokeWidth?: number;
  className?: string | undefined;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
