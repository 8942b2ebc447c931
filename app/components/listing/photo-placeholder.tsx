import { Icon } from "~/app/components/ui/icon";
import { m } from "~/i18n/paraglide/messages";

/** Stands in for a missing photo at the same 4:3 size, so nothing shifts. */
export function PhotoPlaceholder({
  label = m.browse_listing_no_photo(),
  className = "",
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div
      className={`flex aspect-[4/3] w-full flex-col items-center justify-center gap-1 bg-slate-100 text-slate-500 ${className}`}
    >
      <Icon name="image-off" className="size-8" />
      <span className="text-xs font-medium">{label}</span>
    </div>
  );
}
