// After `npm install` / `npm ci`: compiles the messages (Paraglide, docs/decisions/024-hindi.md) for development,
// type checks and tests. A production install (`--omit=dev`) has no Paraglide and needs none: the build carries
// the compiled messages (decision 028), so there is nothing to do.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// A devDependency of this package: installed (or not) at the top of its node_modules.
if (!existsSync(path.join(root, "node_modules/@inlang/paraglide-js/package.json"))) process.exit(0);
const run = spawnSync("npm", ["run", "i18n"], {
  cwd: root,
  stdio: "inherit",
  shell: process.platform === "win32",
});
process.exit(run.status ?? 1);
