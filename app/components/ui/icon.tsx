import type { IconName } from "./icon-names";
import spriteUrl from "./icon-sprite.svg?no-inline";

export { spriteUrl as ICON_SPRITE_URL };

/**
 * A lucide icon drawn from the static sprite (no JavaScript per icon): the same 24-unit shapes, stroke and
 * defaults as lucide-react, sized by `size` or by CSS (e.g. `size-5`); colour is the text colour. Decorative.
 * The sprite's symbols carry the view box, and the stroke's look is one rule in app/app.css (`.icon`), so each
 * icon is four attributes: a results page draws ~100 of them, which were half the attributes on the page.
 */
export function Icon({
  name,
  size = 24,
  strokeWidth = 2,
  className,
}: {
  name: IconName;
  size?: number;
  /** lucide's default 2, or 3 for a bolder mark; a utility, so it wins over `.icon` in app/app.css. */
  strokeWidth?: 2 | 3;
  className?: string | undefined;
}) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      className={`icon${strokeWidth === 3 ? " stroke-[3]" : ""}${className ? ` ${className}` : ""}`}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
