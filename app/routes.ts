import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// One module per route of the spec's route table (section 2).
export default [
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),

  // Pages without the shared layout.
  route("sell", "routes/sell.tsx"),
  route("sell/:id/edit", "routes/sell-edit.tsx"),
  route("messages", "routes/messages.tsx"),
  route("login", "routes/login.tsx"),
  route("signup", "routes/signup.tsx"),

  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("products", "routes/products.tsx", { id: "products" }),
    route("products/:category", "routes/products.tsx", { id: "products-category" }),
    route("products/:category/:subcategory", "routes/products.tsx", { id: "products-subcategory" }),
    route("product/:id", "routes/product.tsx"),
    route("profile", "routes/profile.tsx"),
    route("my-listings", "routes/my-listings.tsx"),
    route("post-success", "routes/post-success.tsx"),
    route("messages/new", "routes/messages-new.tsx"),
    route("notifications", "routes/notifications.tsx"),
    route("settings", "routes/settings.tsx"),
    route("favorites", "routes/favorites.tsx"),
    route("about", "routes/about.tsx"),
    route("contact", "routes/contact.tsx"),
    route("careers", "routes/careers.tsx"),
    route("legal", "routes/legal.tsx"),
    route("help", "routes/help.tsx"),
    route("sitemap", "routes/sitemap.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("location", "routes/location.tsx"),
    route("business", "routes/business.tsx"),
    route("store", "routes/store.tsx"),
    route("success", "routes/success.tsx"),
    route("social/:network", "routes/social.tsx"),
    route("app/:store", "routes/app-store.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
