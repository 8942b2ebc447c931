// npm run test:unit — the unit/integration suite: the PGlite project, then (when TEST_DATABASE_URL is set) the
// data-facing files again on PostgreSQL and Redis. MANDI_POSTGRES_NODE_BIN names a folder whose `node` runs that
// second project (.ci/run points it at Node 24; docs/decisions/005-testing.md); otherwise this Node runs both.
import { spawnSync } from "node:child_process";
import path from "node:path";

function vitest(project, env = process.env) {
  console.log(`Vitest, ${project} project, on Node ${nodeVersion(env)}`);
  const run = spawnSync("npx", ["vitest", "run", "--project", project], { stdio: "inherit", env });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

function nodeVersion(env) {
  return spawnSync("node", ["--version"], { env, encoding: "utf8" }).stdout.trim();
}

vitest("pglite");
if (process.env.TEST_DATABASE_URL) {
  const bin = process.env.MANDI_POSTGRES_NODE_BIN;
  const env = bin ? { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` } : process.env;
  vitest("postgres", env);
}
