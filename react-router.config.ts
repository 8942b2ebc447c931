import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // MANDI_BUILD_DIR lets parallel test runs build side by side; the default is ./build.
  buildDirectory: process.env.MANDI_BUILD_DIR ?? "build",
} satisfies Config;
