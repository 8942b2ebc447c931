// The build that in-process page tests load (tests/support/pages-build.ts): the app's own Vite config, except that
// the SSR entry is React Router's server build (what `vite.ssrLoadModule("virtual:react-router/server-build")`
// gives in development) instead of the whole production server (server/main.ts), and nothing is minified.
import { defineConfig, type UserConfig } from "vite";
import appConfig from "../../vite.config";

export default defineConfig(async (env): Promise<UserConfig> => {
  const base = await (typeof appConfig === "function" ? appConfig(env) : appConfig);
  const build = { ...base.build, minify: false, cssMinify: false };
  if (!env.isSsrBuild) return { ...base, build };
  return {
    ...base,
    build: {
      ...build,
      rollupOptions: { ...build.rollupOptions, input: "virtual:react-router/server-build" },
    },
  };
});
