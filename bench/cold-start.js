// Cold start of `npm start` on an existing build and an existing database: process spawn → first page served.
// Usage: npm run bench:start [-- --runs 5]
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 5;
const port = 3197;
const dataDir = mkdtempSync(path.join(tmpdir(), "mandi-bench-start-"));

async function once() {
  const started = performance.now();
  const child = spawn(process.execPath, ["server/start.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  let ms;
  for (;;) {
    try {
      const res = await fetch(`http://localhost:${port}/`);
      if (res.ok) {
        await res.text();
        ms = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  child.kill("SIGTERM");
  await new Promise((r) => child.on("exit", r));
  return ms;
}

console.log("first run (creates and seeds the database):", `${Math.round(await once())} ms`);
const times = [];
for (let i = 0; i < runs; i++) times.push(await once());
times.sort((a, b) => a - b);
console.log(
  `cold start on an existing build and database, ${runs} runs: median ${Math.round(times[Math.floor(runs / 2)])} ms, ` +
    `min ${Math.round(times[0])} ms, max ${Math.round(times.at(-1))} ms`,
);
