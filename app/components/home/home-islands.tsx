import { lazy } from "react";
import { ServerIsland } from "~/app/components/ui/server-island";
import type { CategoryLinkView } from "~/domain/catalog/list-categories.server";

// Links and text that never change within a visit: drawn by the server, kept as drawn (ServerIsland), so the home
// page's first load carries neither their code nor their words in both languages.
const server = import.meta.env.SSR ? await import("./home-static") : null;
const ClientCategoryGrid = lazy(() => import("./home-static").then((m) => ({ default: m.CategoryGrid })));
const ClientAppPromotion = lazy(() => import("./home-static").then((m) => ({ default: m.AppPromotion })));

export function CategoryGridIsland({ categories }: { categories: CategoryLinkView[] }) {
  return (
    <ServerIsland
      id="home-categories"
      server={server ? <server.CategoryGrid categories={categories} /> : null}
      client={<ClientCategoryGrid categories={categories} />}
    />
  );
}

export function AppPromotionIsland() {
  return (
    <ServerIsland
      id="home-app-promotion"
      server={server ? <server.AppPromotion /> : null}
      client={<ClientAppPromotion />}
    />
  );
}
