import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode, RefObject } from "react";
import { AppLink } from "~/app/components/ui/app-link";
import { DialogTitleBar } from "~/app/components/ui/dialog-title-bar";
import { Icon } from "~/app/components/ui/icon";
import type { IconName } from "~/app/components/ui/icon-names";
import type { UnreadCounts } from "~/app/lib/live-counts";
import { m } from "~/i18n/paraglide/messages";
import type { HeaderUser } from "./header-user";
import { MenuLanguageSwitch, mobileMenuLinks } from "./mobile-menu-links";

/** The phone drawer of the header's links; loaded when the menu button is first used (see mobile-menu.tsx). */
export default function MobileMenuDrawer({
  open,
  onOpenChange,
  triggerRef,
  location,
  user,
  counts,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  location: string | null;
  user: HeaderUser | null;
  counts: UnreadCounts | null;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white text-brand shadow-2xl"
        >
          <DialogTitleBar
            title={m.shell_menu()}
            closeLabel={m.shell_menu_close()}
            className="h-16 border-b border-slate-200 px-4"
          />
          <nav aria-label={m.shell_menu()} className="p-2">
            <ul className="space-y-1">
              {mobileMenuLinks(location, user, counts).map(({ to, icon, label }) => (
                <DrawerLink key={to} to={to} icon={icon} onNavigate={close}>
                  {label}
                </DrawerLink>
              ))}
            </ul>
            <MenuLanguageSwitch />
            <AppLink
              to="/sell"
              onClick={close}
              className="mt-4 flex h-11 items-center justify-center gap-1 rounded-full bg-sell font-bold text-brand"
            >
              <Icon name="plus" size={18} />
              {m.shell_header_sell()}
            </AppLink>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DrawerLink({
  to,
  icon,
  onNavigate,
  children,
}: {
  to: string;
  icon: IconName;
  onNavigate: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <AppLink
        to={to}
        onClick={onNavigate}
        className="flex h-11 items-center gap-3 rounded px-3 font-medium hover:bg-surface focus-visible:bg-surface focus-visible:outline-2 focus-visible:outline-brand"
      >
        <Icon name={icon} size={20} />
        {children}
      </AppLink>
    </li>
  );
}
