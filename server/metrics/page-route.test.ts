import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { pageRouteLabeler } from "./page-route";

/** A route manifest shaped like Mandi's: a root, pages outside and inside a path-less layout, a not-found splat. */
function build(): ServerBuild {
  const routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean }> = {
    root: { id: "root", path: "" },
    "routes/robots-txt": { id: "routes/robots-txt", parentId: "root", path: "robots.txt" },
    "routes/sell-edit": { id: "routes/sell-edit", parentId: "root", path: "sell/:id/edit" },
    "routes/messages-new": {
      id: "routes/messages-new",
      parentId: "routes/site-layout",
      path: "messages/new",
    },
    "routes/messages-conversation": {
      id: "routes/messages-conversation",
      parentId: "root",
      path: "messages/:conversationId",
    },
    "routes/site-layout": { id: "routes/site-layout", parentId: "root" },
    "routes/home": { id: "routes/home", parentId: "routes/site-layout", index: true },
    "routes/product": { id: "routes/product", parentId: "routes/site-layout", path: "product/:id" },
    products: { id: "products", parentId: "routes/site-layout", path: "products" },
    "products-category": {
      id: "products-category",
      parentId: "routes/site-layout",
      path: "products/:category",
    },
    "routes/not-found": { id: "routes/not-found", parentId: "routes/site-layout", path: "*" },
  };
  return { routes } as unknown as ServerBuild;
}

describe("pageRouteLabeler", () => {
  const label = pageRouteLabeler(build());

  it("names a page by its route pattern, as React Router ranks the routes", async () => {
    expect(await label("/")).toBe("/");
    expect(await label("/product/123")).toBe("/product/:id");
    expect(await label("/product/123/")).toBe("/product/:id");
    expect(await label("/products")).toBe("/products");
    expect(await label("/products/cars")).toBe("/products/:category");
    expect(await label("/sell/9/edit")).toBe("/sell/:id/edit");
    expect(await label("/robots.txt")).toBe("/robots.txt");
    // A static segment outranks a parameter, wherever the routes sit in the table.
    expect(await label("/messages/new")).toBe("/messages/new");
    expect(await label("/messages/42")).toBe("/messages/:conversationId");
    expect(await label("/PRODUCT/7")).toBe("/product/:id");
  });

  it("gives every path no page has the one not-found label", async () => {
    expect(await label("/no/such/page")).toBe("/*");
    expect(await label("/product/1/2/3")).toBe("/*");
    expect(await label("/robots.txtx")).toBe("/*");
  });

  it("labels client-side navigations (React Router's .data requests) apart", async () => {
    expect(await label("/product/123.data")).toBe("/product/:id.data");
    expect(await label("/_root.data")).toBe("/_root.data");
  });

  it("takes the build from a function, as in development", async () => {
    const fromFunction = pageRouteLabeler(async () => build());
    expect(await fromFunction("/product/5")).toBe("/product/:id");
  });
});
