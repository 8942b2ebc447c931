// `npm run db:migrate | db:seed | db:backup | db:restore` (decision 028): in a checkout with its devDependencies,
// the command runs from its sources (server/<name>-command.ts, through tsx), as it always has; in a production
// install (`npm ci --omit=dev` beside the build) from build/commands/<name>.js, bundled by `npm run build`, with
// plain Node. Plain JS, like start.js, so it needs no compile step itself.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [name, ...args] = process.argv.slice(2);
if (!name || !/^[a-z-]+$/.test(name)) {
  console.error("usage: node server/run-command.js <migrate|seed|backup> [arguments]");
  process.exit(2);
}

function tsxCli() {
  try {
    return createRequire(import.meta.url).resolve("tsx/cli");
  } catch {
    return undefined;
  }
}

const source = path.join(root, `server/${name}-command.ts`);
const built = path.join(path.resolve(root, process.env.MANDI_BUILD_DIR ?? "build"), `commands/${name}.js`);
const tsx = existsSync(source) ? tsxCli() : undefined;
const command = tsx ? [tsx, source] : existsSync(built) ? [built] : undefined;
if (!command) {
  console.error(`No build of the ${name} command in ${path.dirname(built)}: run npm run build first.`);
  process.exit(1);
}
const run = spawnSync(process.execPath, [...command, ...args], { stdio: "inherit" });
process.exit(run.status ?? 1);
