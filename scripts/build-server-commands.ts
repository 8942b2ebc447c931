/**
 * Bundles the server's commands (db:migrate, db:seed, db:backup, db:restore) into build/commands/, so a production
 * install (`npm ci --omit=dev` beside the build) runs them with plain Node: no tsx, no TypeScript (decision 028).
 * Packages stay imports, resolved from that install's node_modules; Mandi's own modules are bundled.
 * `npm run build` runs it after `react-router build`; server/run-command.js starts what it made.
 */
import path from "node:path";
import { build } from "vite";

export const SERVER_COMMANDS = ["migrate", "seed", "backup"] as const;

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.MANDI_BUILD_DIR ?? "build");

await build({
  configFile: false,
  root,
  logLevel: "warn",
  publicDir: false,
  resolve: { alias: { "~": root } },
  build: {
    ssr: true,
    outDir: path.join(buildDir, "commands"),
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: {
      input: Object.fromEntries(SERVER_COMMANDS.map((name) => [name, `server/${name}-command.ts`])),
      output: { format: "esm", entryFileNames: "[name].js" },
    },
  },
});
console.log(`server commands: ${SERVER_COMMANDS.map((n) => `commands/${n}.js`).join(", ")}`);
