import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// No React Router plugin here (STACK-NOTES trap 10): page tests load a server build that the global setup makes
// once per run (tests/support/pages-build.ts), or in watch mode one from a Vite dev server of their own.
const shared = {
  include: ["{app,domain,db,adapters,server,tests,web,i18n}/**/*.test.{ts,tsx}"],
  exclude: ["tests/e2e/**", "node_modules/**", "i18n/paraglide/**"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname) } },
  test: {
    // Vitest's default on a 2-core machine is one worker (cores − 1), leaving a core idle: the main process only
    // schedules and reports. Each test file still runs in a fresh process of its own (isolate, forks) with its
    // own database, so two at once share nothing but the PostgreSQL and Redis servers (tests use unique names).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: { ...shared, name: "pglite", globalSetup: ["tests/support/global-setup.ts"] },
      },
      // The data-facing suite again on a real PostgreSQL (and Redis) when CI or a developer points at one. The
      // page and web-layer tests (app/, web/) render what the domain returns and ask nothing of the database
      // that the domain's own tests do not already ask on both; they run once, on PGlite, to keep CI short.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                ...shared,
                include: ["{domain,db,adapters,server,tests}/**/*.test.{ts,tsx}"],
                name: "postgres",
                env: { TEST_DB_KIND: "postgres" },
                globalSetup: ["tests/support/global-setup.ts"],
              },
            },
          ]
        : []),
    ],
  },
});
