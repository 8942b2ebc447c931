import path from "node:path";
import { defineConfig } from "vitest/config";

// No React Router plugin here (STACK-NOTES trap 10): page tests load the server build through their own Vite.
const shared = {
  include: ["{app,domain,db,adapters,server,tests}/**/*.test.{ts,tsx}"],
  exclude: ["tests/e2e/**", "node_modules/**"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname) } },
  test: {
    projects: [
      {
        extends: true,
        test: { ...shared, name: "pglite", globalSetup: ["tests/support/global-setup.ts"] },
      },
      // The same suite on a real PostgreSQL (and Redis) when CI or a developer points at one.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                ...shared,
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
