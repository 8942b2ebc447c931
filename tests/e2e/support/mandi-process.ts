import { type ChildProcess, spawn } from "node:child_process";
import { expect } from "@playwright/test";

export interface MandiProcess {
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Everything it has printed so far (stdout and stderr). */
  output: () => string;
}

/**
 * Starts `server/start.js --no-build` on the build the Playwright web server made, as production does, with `env`
 * over this process's environment (a value of `undefined` removes a variable, so a developer's own REDIS_URL or
 * PUBLIC_URL cannot change what a test starts).
 */
export function startMandi(env: Record<string, string | undefined>, logLevel = "warn"): MandiProcess {
  const merged: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    LOG_LEVEL: logLevel,
    ...env,
  };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  const child = spawn(process.execPath, ["server/start.js", "--no-build"], {
    env: merged,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * Waits (up to `seconds`) until the process says it is ready, and fails with what it printed if it never does —
 * stopping it first, so a server that was only slow does not keep its port for the next run.
 */
export async function waitUntilReady(server: MandiProcess, seconds = 30, what = "Mandi") {
  for (let i = 0; i < seconds * 10 && !server.output().includes("Mandi is ready"); i++) {
    if (server.child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!server.output().includes("Mandi is ready") && server.child.exitCode === null) {
    server.child.kill("SIGTERM");
    const stopped = await Promise.race([
      server.exited.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000)),
    ]);
    // Its data folder is the test's own, thrown away after it: a forced stop harms nothing.
    if (!stopped) server.child.kill("SIGKILL");
  }
  expect(server.output(), what).toContain("Mandi is ready");
}
