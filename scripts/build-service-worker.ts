/**
 * Builds /sw.js (docs/decisions/021-pwa.md): bundles app/sw/sw.ts with Vite, then lets workbox-build's
 * injectManifest write the list of hashed assets to precache into it. Called by react-router.config.ts's
 * `buildEnd`, so `react-router build` (and `npm start`'s rebuild) always ships a worker that matches its assets.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { injectManifest } from "workbox-build";

export async function buildServiceWorker(clientDir: string): Promise<void> {
  const { build } = await import("vite");
  const root = path.resolve(import.meta.dirname, "..");
  const staging = await mkdtemp(path.join(tmpdir(), "mandi-sw-"));
  try {
    await build({
      configFile: false,
      root,
      logLevel: "warn",
      publicDir: false,
      resolve: { alias: { "~": root } },
      // Workbox's development logging is left out of a production worker.
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      build: {
        outDir: staging,
        emptyOutDir: true,
        minify: true,
        copyPublicDir: false,
        rollupOptions: {
          input: path.join(root, "app/sw/sw.ts"),
          output: { format: "iife", entryFileNames: "sw.js" },
        },
      },
    });
    const { count, size, warnings } = await injectManifest({
      swSrc: path.join(staging, "sw.js"),
      swDest: path.join(clientDir, "sw.js"),
      globDirectory: clientDir,
      // The code and styles of every page (hashed, so never revalidated) and the app's icons; photos and pages
      // are cached as they are seen.
      globPatterns: ["assets/**/*.{js,css,svg}", "icons/*.{png,svg}", "manifest.webmanifest"],
      // Moderators' screens are for a few members and never work offline (they are never kept).
      globIgnores: ["assets/admin*"],
      dontCacheBustURLsMatching: /^assets\//,
    });
    for (const warning of warnings) console.warn(`service worker: ${warning}`);
    console.log(`service worker: /sw.js precaches ${count} files (${Math.round(size / 1024)} KB)`);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
