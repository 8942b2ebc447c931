import { spawn } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface PagesBuild {
  /** build/server/index.js of this build: React Router's server build, ready for `import()`. */
  serverBuild: Promise<string>;
  /** Stops a build still running and deletes its folder. */
  remove(): Promise<void>;
}

/**
 * Builds the pages once for a whole Vitest run, in a child process (so it runs beside the database setup), with
 * the app's own Vite and React Router config (tests/support/vite-pages.config.ts). Page tests import it instead of
 * each starting a Vite dev server that transforms every route again (~5 s of CPU per test file).
 *
 * The folder is inside node_modules/ so that the bundle's imports of packages resolve to the project's
 * node_modules, and Vitest loads it natively like any dependency.
 */
export function startPagesBuild(): PagesBuild {
  const parent = path.join(ROOT, "node_modules/.cache/mandi-vitest-pages");
  removeAbandoned(parent);
  const dir = path.join(parent, String(process.pid));
  const cli = path.join(
    path.dirname(createRequire(import.meta.url).resolve("@react-router/dev/package.json")),
    "bin.js",
  );
  const child = spawn(
    process.execPath,
    [cli, "build", ROOT, "--config", "tests/support/vite-pages.config.ts", "--logLevel", "warn"],
    {
      cwd: ROOT,
      env: { ...process.env, MANDI_BUILD_DIR: dir, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const serverBuild = new Promise<string>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => {
      const file = path.join(dir, "server/index.js");
      if (code === 0 && existsSync(file)) resolve(file);
      else
        reject(
          new Error(`Building the pages for the tests failed (${signal ?? `exit ${code}`}):\n${output}`),
        );
    });
  });
  // Nobody may be waiting yet: a failure is reported by whoever awaits it, not as an unhandled rejection.
  serverBuild.catch(() => {});
  return {
    serverBuild,
    async remove() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill();
        await serverBuild.catch(() => {});
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Builds left by runs that were killed before their teardown (their process is gone). */
function removeAbandoned(parent: string) {
  const entries = existsSync(parent) ? readdirSync(parent) : [];
  for (const entry of entries) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid || isRunning(pid)) continue;
    rmSync(path.join(parent, entry), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
