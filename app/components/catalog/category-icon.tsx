import { Icon } from "~/app/components/ui/icon";
import type { IconName } from "~/app/components/ui/icon-names";

/**
 * A category's or subcategory's icon from the static sprite: the category tree names only icons the sprite draws
 * (domain/catalog/category-icons.ts checks them on the server).
 */
export function CategoryIcon({
  name,
  size = 18,
  className,
}: {
  name: string;
  size?: number;
  className?: string;
}) {
  return <Icon name={name as IconName} size={size} className={className} />;
}
