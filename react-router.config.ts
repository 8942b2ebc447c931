import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { buildServiceWorker } from "./scripts/build-service-worker";

export default {
  ssr: true,
  appDirectory: "app",
  // MANDI_BUILD_DIR lets parallel test runs build side by side; the default is ./build.
  buildDirectory: process.env.MANDI_BUILD_DIR ?? "build",
  // The service worker is built over the finished client assets (docs/decisions/021-pwa.md).
  buildEnd: async ({ reactRouterConfig }) => {
    await buildServiceWorker(path.join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
