// Starts Mandi: `node server/start.js` serves the production build, on a local run building it first when missing
// or stale; a public deployment (https PUBLIC_URL) or an install without devDependencies never builds: it serves
// the build there is or stops with one line (decision 028). `--no-build` serves the existing build as it is (tests
// that spawn extra servers); `--dev` runs Vite in middleware mode on the same port for hot reload. Plain JS so it
// needs no compile step.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";
import { getRequestListener } from "@hono/node-server";

// V8's memory settings for a server that holds thousands of sockets with a small live heap (~70 MB with 5,000):
// by default the old space may grow to 4× what survived the last full collection, which put 5,000 connected
// screens at ~400 MB of RSS; a 1.5× growth step keeps them lower for the same latency (bench/README.md, chat).
// Only settings V8 reads at each collection can be given from here: the young generation's size is fixed when
// the heap is made, so `--max-semi-space-size` works on the command line only (decision 014). A flag given on the
// command line or in NODE_OPTIONS wins.
for (const flag of ["--heap-growing-percent=50"]) {
  const name = flag.split("=")[0];
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(" ")].some((a) =>
    a.startsWith(name),
  );
  if (!given) v8.setFlagsFromString(flag);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");
const skipBuildCheck = process.argv.includes("--no-build");
// Read before server/config.ts parses the environment: only to know whether this start may build (decision 003).
const publicDeployment = (process.env.PUBLIC_URL ?? "").trim().startsWith("https://");
const started = performance.now();

const sourceDirs = [
  "app",
  "server",
  "domain",
  "db",
  "adapters",
  "web",
  "public",
  "messages",
  "project.inlang",
  "i18n",
];
const sourceFiles = [
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "scripts/build-service-worker.ts",
];
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

/** A checkout with its devDependencies can build; a production install (`npm ci --omit=dev`) cannot. */
function canBuild() {
  try {
    createRequire(import.meta.url).resolve("@react-router/dev/package.json");
    return existsSync(path.join(root, "app"));
  } catch {
    return false;
  }
}

async function loadApp() {
  if (dev) {
    const { createServer: createVite } = await import("vite");
    const vite = await createVite({ root, server: { middlewareMode: true }, appType: "custom" });
    const { createServer, createGracefulHttpServer } = await vite.ssrLoadModule("/server/create-server.ts");
    const server = await createServer({
      build: () => vite.ssrLoadModule("virtual:react-router/server-build"),
      mode: "development",
    });
    return { server, vite, createGracefulHttpServer };
  }
  const mayBuild = !publicDeployment && !skipBuildCheck && canBuild();
  if (!mayBuild && !existsSync(buildStamp)) {
    console.error(`No build to serve in ${path.relative(root, buildDir) || "."}/: run npm run build first.`);
    process.exit(1);
  }
  if (mayBuild && buildIsStale()) {
    console.log("Building Mandi (the build is missing or older than the sources)…");
    const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const { createProductionServer, createGracefulHttpServer } = await import(buildStamp);
  const server = await createProductionServer(path.join(buildDir, "client"));
  return { server, vite: undefined, createGracefulHttpServer };
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
const { server, vite, createGracefulHttpServer } = loaded;
if (typeof createGracefulHttpServer !== "function") {
  console.error("This build predates server/graceful-http.ts: rebuild it (npx react-router build).");
  process.exit(1);
}
const listener = getRequestListener(server.app.fetch);
// SIGTERM: stop accepting, answer 503 on open connections, let requests in flight finish, then close the
// database (server/graceful-http.ts).
const { http, shutdown } = createGracefulHttpServer(
  (req, res) => {
    if (!vite) return listener(req, res);
    // Vite answers its own files without calling next(): those requests are done when their response closes.
    return new Promise((resolve) => {
      res.once("close", resolve);
      vite.middlewares(req, res, () => resolve(listener(req, res)));
    });
  },
  {
    logger: server.logger,
    // /readyz answers 503 first; the listener closes SHUTDOWN_DELAY_SECONDS later (decision 028).
    onDraining: () => server.readiness?.drain(),
    drainMs: server.config.shutdownDelayMs ?? 0,
    onStopping: () => server.closeSockets(),
    close: async () => {
      await vite?.close();
      await server.close();
    },
  },
);

// WebSockets (GET /ws) on the same port; Vite's HMR socket has a port of its own in middleware mode.
http.on("upgrade", (req, socket, head) => server.handleUpgrade(req, socket, head));

// A deeper accept queue than Node's 511 (the kernel caps it at net.core.somaxconn, 4096 on current Linux): when
// thousands of screens reconnect at once (a restart, a network blip), connections past the queue are dropped and
// their SYN is sent again after 1, 3, 7 or 15 s, which made bench:chat's reconnect storm take 5.6, 8.2 or 14.7 s.
const ACCEPT_BACKLOG = 8192;
http.listen({ port: server.config.port, host: server.config.host, backlog: ACCEPT_BACKLOG }, () => {
  const address = http.address();
  const port = typeof address === "object" && address ? address.port : server.config.port;
  const ms = Math.round(performance.now() - started);
  console.log(`Mandi is ready on http://localhost:${port} (${dev ? "development" : "production"}, ${ms} ms)`);
});

// Vite's own SIGTERM handler would exit at once, cutting off the requests in flight; the graceful stop closes it.
if (vite) process.removeAllListeners("SIGTERM");
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
