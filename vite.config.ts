import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Client chunks: React, React DOM and React Router in one file (every page needs all of them), and the small
// modules of the shell that every layout page loads in one more, rather than a dozen sub-kilobyte files (the
// header's pieces that its lazily loaded panels share, too: alone, each would be a chunk of its own).
const SHELL_MODULES =
  /\/app\/(components\/ui\/(cn|icon|icon-names|toast-style)|hooks\/(use-hydrated|use-toast)|lib\/meta|components\/auth\/user-avatar|components\/catalog\/(category-icon|category-links)|components\/location\/use-detect-location|components\/cart\/cart-icon|components\/layout\/mobile-menu-links)\.tsx?$|\/app\/components\/ui\/[a-z-]+\.svg\?no-inline$/;
// The listing cards of the home page, the results and the favorites, with their small helpers.
const LISTING_MODULES =
  /\/app\/components\/listing\/(listing-grid|listing-card|favorite-button|listing-photo|photo-placeholder|photo-url|price|format|status-badge)\.tsx?$/;

// The framework, the bundler's runtime and the shell: imported by the entry and the root route of every page.
const ALWAYS_LOADED = /(^|\/)(framework|rolldown-runtime|shell)-[\w-]+\.js$/;

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR bundle's entry is the whole server (Hono + React Router), see server/main.ts.
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/main.ts" } }
    : {
        // A lazily loaded panel's preload list need not name what every page has already loaded.
        modulePreload: {
          resolveDependencies: (_file, deps) => deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
        },
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /\/node_modules\/(react|react-dom|react-router|scheduler)\/|^\0vite\/preload-helper/,
                  priority: 2,
                },
                { name: "shell", test: SHELL_MODULES, priority: 1 },
                { name: "listing", test: LISTING_MODULES, priority: 1 },
                // lucide's icons, each a few hundred bytes: one file for the pages that draw them (the home page
                // uses the sprite and loads none), instead of a request per icon.
                { name: "icons", test: /\/node_modules\/lucide-react\//, priority: 1 },
                // A modal panel's machinery (Radix Dialog with its focus and scroll locks, shared by the menus and
                // sheets loaded when first opened) in one file: split per package, every lazy panel's preload had to
                // name each piece, and those names weighed on the first load of every page.
                {
                  name: "dialog",
                  test: /\/node_modules\/(@radix-ui\/(primitive|react-(dialog|focus-scope|focus-guards|dismissable-layer|portal|presence|primitive|compose-refs|context|id|slot|use-[a-z-]+))|react-remove-scroll[a-z-]*|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib)\//,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
  resolve: { alias: { "~": path.resolve(import.meta.dirname) } },
  // Native and server-only packages stay external in the server bundle.
  ssr: { external: ["@electric-sql/pglite", "sharp", "pg", "pino", "ioredis", "nodemailer"] },
  plugins: [tailwindcss(), reactRouter()],
}));
