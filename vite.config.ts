import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

// Client chunks: React, React DOM and React Router in one file (every page needs all of them), and the small
// modules of the shell that every layout page loads in one more, rather than a dozen sub-kilobyte files (the
// header's pieces that its lazily loaded panels share, too: alone, each would be a chunk of its own).
const SHELL_MODULES =
  /\/app\/(components\/ui\/(cn|icon|icon-names|toast-style)|hooks\/(use-hydrated|use-toast)|lib\/meta|components\/catalog\/category-links|components\/layout\/bottom-bar|components\/notifications\/(unread-badge|use-unread-counts)|components\/ui\/server-island)\.tsx?$|\/app\/components\/ui\/[a-z-]+\.svg\?no-inline$/;
// The listing cards of the home page, the results and the favorites, with their small helpers.
const LISTING_MODULES =
  /\/app\/components\/listing\/(listing-grid|listing-card|favorite-button|listing-photo|photo-placeholder|photo-url|price|format|status-badge)\.tsx?$/;

// The messages (Paraglide, docs/decisions/024-hindi.md) that the layout of every page draws at once (the modules
// the layout imports statically; a lazily loaded panel's messages stay in its own chunk) go with the shell, and those of the listing cards with the cards: a message used
// by two routes would otherwise be a chunk of its own, a few hundred bytes each and a request each.
const SHELL_MESSAGE_SOURCES = [
  "app/root.tsx",
  "app/routes/site-layout.tsx",
  "app/i18n/locale.ts",
  "app/components/layout/site-header.tsx",
  "app/components/layout/header-search.tsx",
  "app/components/layout/mobile-menu.tsx",
  "app/components/ui/toaster.tsx",
  "app/components/ui/icon.tsx",
  "app/components/catalog/category-bar.tsx",
  "app/components/catalog/category-hover-menu.tsx",
  "app/components/catalog/all-categories-menu.tsx",
  "app/components/catalog/category-links.ts",
  "app/components/notifications/unread-badge.tsx",
  "app/components/notifications/use-unread-counts.ts",
];
const LISTING_MESSAGE_SOURCES = ["app/components/listing"];

function messagesUsedBy(sources: string[]): RegExp {
  const names = new Set<string>();
  const read = (file: string) => {
    if (!/\.tsx?$/.test(file) || /\.(test|server)\.tsx?$/.test(file)) return;
    for (const [, name] of readFileSync(file, "utf8").matchAll(/\bm\.(\w+)\(/g)) if (name) names.add(name);
  };
  const walk = (entry: string) => {
    const full = path.resolve(import.meta.dirname, entry);
    if (!existsSync(full)) return;
    if (!full.match(/\.[a-z]+$/)) for (const child of readdirSync(full)) walk(path.join(entry, child));
    else read(full);
  };
  for (const source of sources) walk(source);
  return new RegExp(`/i18n/paraglide/messages/(${[...names].join("|") || "$^"})\\.js$`);
}
const SHELL_MESSAGES = messagesUsedBy(SHELL_MESSAGE_SOURCES);
const LISTING_MESSAGES = messagesUsedBy(LISTING_MESSAGE_SOURCES);
const PARAGLIDE_RUNTIME =
  /\/(i18n\/paraglide\/runtime|app\/i18n\/locale|i18n\/locales|domain\/shared\/locale)\.[jt]s$/;

// The framework, the bundler's runtime and the shell: imported by the entry and the root route of every page.
const ALWAYS_LOADED = /(^|\/)(framework|rolldown-runtime|shell)-[\w-]+\.js$/;

/**
 * In the browser, Paraglide's runtime only has to answer getLocale(): Mandi overwrites it with the page's own
 * language (app/i18n/locale.ts) and never uses the runtime's strategies, cookies or URL localisation, which are
 * 1 KB of the first load. The client build gets this stand-in with the exports the messages and locale.ts import;
 * the server keeps the real runtime.
 */
function paraglideClientRuntime(): Plugin {
  const runtime = `let current = () => "en";
export const baseLocale = "en";
export const locales = ["en", "hi"];
export const experimentalStaticLocale = undefined;
export const getLocale = () => current();
export const overwriteGetLocale = (fn) => { current = fn; };
export const hindi = (options) => (options?.locale ?? current()) === "hi";`;
  return {
    name: "mandi:paraglide-client-runtime",
    enforce: "pre",
    load(id, options) {
      if (options?.ssr || !id.endsWith("/i18n/paraglide/runtime.js")) return null;
      return runtime;
    },
    // Each message as one small function: (inputs, options) => hindi(options) ? `…` : `…`. Paraglide's own module
    // has two functions and a dispatcher per message, some 60 bytes a message more; a message of another shape
    // (variants, plurals) is left as Paraglide wrote it.
    transform(code, id, options) {
      if (options?.ssr || !/\/i18n\/paraglide\/messages\/\w+\.js$/.test(id) || id.endsWith("_index.js"))
        return null;
      const exported = /export const (\w+) =/.exec(code)?.[1];
      const body = (locale: string) =>
        new RegExp(
          `const ${locale}_${exported} = /\\*\\*.*?\\*/ \\((i?)\\) => \\{\\n\\treturn /\\*\\* @type \\{LocalizedString\\} \\*/ \\((\`(?:[^\`\\\\]|\\\\.)*\`)\\)\\n\\};`,
        ).exec(code)?.[2];
      const en = exported ? body("en") : undefined;
      const hi = exported ? body("hi") : undefined;
      if (!en || !hi) return null;
      return {
        code: `import { hindi } from "../runtime.js";\nexport const ${exported} = (i, o) => (hindi(o) ? ${hi} : ${en});\n`,
        map: null,
      };
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR bundle's entry is the whole server (Hono + React Router), see server/main.ts.
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/main.ts" } }
    : {
        // MANDI_SOURCEMAP=1: maps to see what a chunk holds (bench/first-load.ts says how).
        sourcemap: process.env.MANDI_SOURCEMAP === "1",
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
                {
                  name: "shell",
                  test: (id: string) =>
                    SHELL_MODULES.test(id) || SHELL_MESSAGES.test(id) || PARAGLIDE_RUNTIME.test(id),
                  priority: 1,
                },
                // The domain's words in Hindi (i18n/domain-text.ts): one file, for the pages with forms that show them.
                {
                  name: "domain-text",
                  test: /\/i18n\/(domain-text\.ts|paraglide\/messages\/server_\w+\.js)$/,
                  // After the shell: a group takes its modules' imports too, and the messages' runtime is the shell's.
                  priority: 0,
                },
                {
                  name: "listing",
                  test: (id: string) => LISTING_MODULES.test(id) || LISTING_MESSAGES.test(id),
                  priority: 1,
                },
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
  resolve: {
    alias: [
      // The browser's <AppLink> is React Router's <Link> (app/components/ui/app-link.tsx says why the server's is not).
      ...(isSsrBuild
        ? []
        : [
            {
              find: /^~\/app\/components\/ui\/app-link$/,
              replacement: path.resolve(import.meta.dirname, "app/components/ui/app-link.browser.ts"),
            },
          ]),
      { find: "~", replacement: path.resolve(import.meta.dirname) },
    ],
  },
  // Native and server-only packages stay external in the server bundle.
  ssr: { external: ["@electric-sql/pglite", "sharp", "pg", "pino", "ioredis", "nodemailer"] },
  plugins: [
    // English and Hindi (docs/decisions/024-hindi.md): messages/<area>/{locale}.json compiled to one function per
    // message in i18n/paraglide, so a page ships only the messages it uses. The locale is Mandi's own (getLocale is
    // overwritten in app/i18n), so the strategy only names a fallback.
    paraglideVitePlugin({
      project: "./project.inlang",
      outdir: "./i18n/paraglide",
      strategy: ["baseLocale"],
      emitTsDeclarations: true,
    }),
    paraglideClientRuntime(),
    tailwindcss(),
    reactRouter(),
  ],
}));
