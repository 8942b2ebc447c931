import { Outlet, useLocation, useRouteLoaderData } from "react-router";
import { CategoryBar } from "~/app/components/catalog/category-bar";
import { BOTTOM_BAR_ROOM, BottomBar } from "~/app/components/layout/bottom-bar";
import { FooterIsland } from "~/app/components/layout/footer-island";
import { SiteHeader } from "~/app/components/layout/site-header";
import { isStoreThemePath } from "~/app/components/layout/store-theme";
import { useUnreadCounts } from "~/app/components/notifications/use-unread-counts";
import type { loader as rootLoader } from "~/app/root";
import { m } from "~/i18n/paraglide/messages";

export default function SiteLayout() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { pathname } = useLocation();
  const store = isStoreThemePath(pathname);
  // The header's badges and the bottom bar's Chats badge: one live source (app/lib/live-counts.ts).
  const counts = useUnreadCounts(root?.counts ?? null);

  return (
    <div className={`flex min-h-screen flex-col ${BOTTOM_BAR_ROOM}`}>
      <a
        href="#content"
        className="sr-only z-[60] rounded bg-brand px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {m.shell_skip_to_content()}
      </a>
      <SiteHeader
        theme={store ? "store" : "default"}
        location={root?.location ?? "INDIA"}
        user={root?.user ?? null}
        counts={counts}
      />
      {!store && <CategoryBar categories={root?.categories ?? []} />}
      <div id="content" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </div>
      <FooterIsland cities={root?.popularCities ?? []} />
      <BottomBar words={root?.bottomBar} unreadMessages={counts?.messages} />
    </div>
  );
}
