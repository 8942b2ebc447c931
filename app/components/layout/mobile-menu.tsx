import * as Dialog from "@radix-ui/react-dialog";
import {
  Bell,
  CircleHelp,
  House,
  type LucideIcon,
  MapPin,
  Menu,
  MessageCircle,
  Plus,
  Store,
  UserRound,
  X,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { cn } from "~/app/components/ui/cn";
import type { HeaderUser } from "./header-user";

/** Phones: the header's links move into a drawer opened by the menu button. */
export function MobileMenu({
  location,
  user,
  dark,
}: {
  location: string | null;
  user: HeaderUser | null;
  dark: boolean;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label="Open menu"
        className={cn(
          "inline-flex h-10 w-10 items-center justify-center rounded-full md:hidden",
          dark ? "hover:bg-slate-800" : "hover:bg-surface",
        )}
      >
        <Menu aria-hidden="true" width={24} height={24} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white text-brand shadow-2xl"
        >
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
            <Dialog.Title className="text-lg font-bold">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-surface"
            >
              <X aria-hidden="true" width={20} height={20} />
            </Dialog.Close>
          </div>
          <nav aria-label="Menu" className="p-2">
            <ul className="space-y-1">
              <DrawerLink to="/" icon={House} onNavigate={close}>
                Home
              </DrawerLink>
              {location !== null && (
                <DrawerLink to="/location" icon={MapPin} onNavigate={close}>
                  <span className="sr-only">Location: </span>
                  {location}
                </DrawerLink>
              )}
              <DrawerLink to="/messages" icon={MessageCircle} onNavigate={close}>
                Messages
              </DrawerLink>
              <DrawerLink to="/notifications" icon={Bell} onNavigate={close}>
                Notifications
              </DrawerLink>
              <DrawerLink to="/store" icon={Store} onNavigate={close}>
                Store
              </DrawerLink>
              <DrawerLink to="/help" icon={CircleHelp} onNavigate={close}>
                Help
              </DrawerLink>
              <DrawerLink to={user ? "/profile" : "/login"} icon={UserRound} onNavigate={close}>
                {user ? "Profile" : "Login"}
              </DrawerLink>
            </ul>
            <Link
              to="/sell"
              onClick={close}
              className="mt-4 flex h-11 items-center justify-center gap-1 rounded-full bg-sell font-bold text-brand"
            >
              <Plus aria-hidden="true" width={18} height={18} />
              Sell
            </Link>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DrawerLink({
  to,
  icon: Icon,
  onNavigate,
  children,
}: {
  to: string;
  icon: LucideIcon;
  onNavigate: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <Link
        to={to}
        onClick={onNavigate}
        className="flex h-11 items-center gap-3 rounded px-3 font-medium hover:bg-surface focus-visible:bg-surface focus-visible:outline-2 focus-visible:outline-brand"
      >
        <Icon aria-hidden="true" width={20} height={20} />
        {children}
      </Link>
    </li>
  );
}
