// Starts Mandi: `node server/start.js` serves the production build (building it first when missing or stale);
// `--no-build` serves the existing build as it is (tests that spawn extra servers); `--dev` runs Vite in middleware mode on the same port for hot reload. Plain JS so it needs no compile step.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");
const skipBuildCheck = process.argv.includes("--no-build");
const started = performance.now();

const sourceDirs = ["app", "server", "domain", "db", "adapters", "public"];
const sourceFiles = ["package.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json"];
const buildDir = path.resolve(root, process.env.MANDI_BUILD_DIR ?? "build");
const buildStamp = path.join(buildDir, "server/index.js");

function newestMtime(target) {
  const stat = statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function buildIsStale() {
  if (!existsSync(buildStamp)) return true;
  const built = statSync(buildStamp).mtimeMs;
  const sources = [...sourceDirs, ...sourceFiles].map((p) => newestMtime(path.join(root, p)));
  return Math.max(...sources) > built;
}

async function loadApp() {
  if (dev) {
    const { createServer: createVite } = await import("vite");
    const vite = await createVite({ root, server: { middlewareMode: true }, appType: "custom" });
    const { createServer } = await vite.ssrLoadModule("/server/create-server.ts");
    const server = await createServer({
      build: () => vite.ssrLoadModule("virtual:react-router/server-build"),
      mode: "development",
    });
    return { server, vite };
  }
  if (skipBuildCheck ? !existsSync(buildStamp) : buildIsStale()) {
    console.log("Building Mandi (the build is missing or older than the sources)…");
    const result = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const { createProductionServer } = await import(buildStamp);
  const server = await createProductionServer(path.join(buildDir, "client"));
  return { server, vite: undefined };
}

let loaded;
try {
  loaded = await loadApp();
} catch (err) {
  if (err?.name === "ConfigError") {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
const { server, vite } = loaded;
const listener = getRequestListener(server.app.fetch);
const http = createHttpServer((req, res) => {
  if (vite) vite.middlewares(req, res, () => listener(req, res));
  else listener(req, res);
});

http.listen(server.config.port, server.config.host, () => {
  const address = http.address();
  const port = typeof address === "object" && address ? address.port : server.config.port;
  const ms = Math.round(performance.now() - started);
  console.log(`Mandi is ready on http://localhost:${port} (${dev ? "development" : "production"}, ${ms} ms)`);
});

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  server.logger.info({ signal }, "shutting down: no new connections, finishing requests in flight");
  const force = setTimeout(() => {
    server.logger.warn("requests still running after 10 s; closing anyway");
    http.closeAllConnections();
  }, 10_000);
  force.unref();
  // Connections that finish their last request after close() would otherwise idle until keep-alive times out.
  const reaper = setInterval(() => http.closeIdleConnections(), 50);
  http.close(async () => {
    clearInterval(reaper);
    await vite?.close();
    await server.close();
    server.logger.info("stopped");
    process.exit(0);
  });
  http.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
