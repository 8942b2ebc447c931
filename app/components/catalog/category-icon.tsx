import { categoryIconName, Icon } from "~/app/components/ui/icon";

/** A category's or subcategory's icon (the names of db/seed/icons.ts), from the static sprite. */
export function CategoryIcon({
  name,
  size = 18,
  className,
}: {
  name: string;
  size?: number;
  className?: string;
}) {
  return <Icon name={categoryIconName(name)} size={size} className={className} />;
}
