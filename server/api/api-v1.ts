import { registerAccountsRoutes } from "./accounts-routes";
import { registerAdminMemberRoutes } from "./admin-member-routes";
import { registerAdminReviewRoutes } from "./admin-review-routes";
import { registerAdminRoutes } from "./admin-routes";
import { registerCareersRoutes } from "./careers-routes";
import { registerCatalogRoutes } from "./catalog-routes";
import { registerChatRoutes } from "./chat-routes";
import { registerContactRoutes } from "./contact-routes";
import { registerContentRoutes } from "./content-routes";
import { registerFavoritesRoutes } from "./favorites-routes";
import { registerGeoRoutes } from "./geo-routes";
import { registerListingStatusRoutes } from "./listing-status-routes";
import { registerListingWriteRoutes } from "./listing-write-routes";
import { registerListingsRoutes } from "./listings-routes";
import { registerMemberLocationRoutes } from "./member-location-routes";
import { registerNotificationsRoutes } from "./notifications-routes";
import { createApiRouter } from "./openapi-app";
import { registerPriceHintRoutes } from "./price-hint-routes";
import { registerPushRoutes } from "./push-routes";
import { registerRatingsRoutes } from "./ratings-routes";
import { referencePage } from "./reference-page";
import { registerReportsRoutes } from "./reports-routes";
import { registerSavedSearchesRoutes } from "./saved-searches-routes";
import { registerSellersRoutes } from "./sellers-routes";

export function createApiV1() {
  const api = createApiRouter();
  registerCatalogRoutes(api);
  registerContactRoutes(api);
  registerCareersRoutes(api);
  registerContentRoutes(api);
  registerGeoRoutes(api);
  registerMemberLocationRoutes(api);
  registerListingsRoutes(api);
  registerListingWriteRoutes(api);
  registerListingStatusRoutes(api);
  registerPriceHintRoutes(api);
  registerFavoritesRoutes(api);
  registerAccountsRoutes(api);
  registerChatRoutes(api);
  registerNotificationsRoutes(api);
  registerPushRoutes(api);
  registerAdminRoutes(api);
  registerAdminReviewRoutes(api);
  registerAdminMemberRoutes(api);
  registerReportsRoutes(api);
  registerSellersRoutes(api);
  registerRatingsRoutes(api);
  registerSavedSearchesRoutes(api);

  api.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Mandi API",
      version: "1.0.0",
      description:
        "JSON API of Mandi for the web app and mobile apps. Errors are `{ error: { code, message, fields? } }`.",
    },
    servers: [{ url: "/api/v1" }],
  });
  api.get("/docs", (c) => c.html(referencePage(c.get("secureHeadersNonce") ?? "")));
  return api;
}
