import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

// scripts/check-import-boundaries.js run on small trees of its own: it must catch an import against the order.
const checker = path.resolve(import.meta.dirname, "../../scripts/check-import-boundaries.js");
const trees: string[] = [];

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "mandi-boundaries-"));
  trees.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

function check(root: string) {
  const run = spawnSync(process.execPath, [checker], { cwd: root, encoding: "utf8" });
  return { status: run.status, output: run.stdout + run.stderr };
}

const clean = {
  "domain/shared/app-error.ts": "export class AppError extends Error {}\n",
  "domain/media/perceptual-hash.ts":
    'import { AppError } from "../shared/app-error";\nexport { AppError };\n',
  "domain/listings/create-listing.server.ts": 'import { AppError } from "~/domain/shared/app-error";\n',
  "domain/moderation/review-listing.server.ts":
    'import { createListing } from "../listings/create-listing.server";\nimport type { Db } from "~/db/client.server";\n',
  "db/client.server.ts": "export type Db = unknown;\n",
  "server/job-workers.ts": 'import { x } from "~/domain/moderation/review-listing.server";\n',
  "bench/search.ts": 'import { x } from "../server/job-workers";\n',
};

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("the import boundary check", () => {
  it("passes a tree whose imports follow the order", () => {
    const result = check(tree(clean));
    expect(result.output).toContain("import boundaries: ok");
    expect(result.status).toBe(0);
  });

  it("fails on a domain area importing one above it", () => {
    const result = check(
      tree({
        ...clean,
        "domain/listings/create-listing.server.ts":
          'import { assessListingRisk } from "../moderation/assess-listing-risk.server";\n',
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      "domain/listings/create-listing.server.ts: domain/listings/ must not import domain/moderation/",
    );
  });

  it("fails on an import across one row, through the ~/ alias too", () => {
    const result = check(
      tree({ ...clean, "domain/favorites/add.ts": 'import { chat } from "~/domain/chat/start";\n' }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain("domain/favorites/ must not import domain/chat/, an area beside it");
  });

  it("fails on an undeclared area, the seed in domain/ and app/ in server/", () => {
    const result = check(
      tree({
        ...clean,
        "domain/wallet/pay.ts": 'import { AppError } from "../shared/app-error";\n',
        "domain/geo/town.ts": 'import { toSearchName } from "~/db/seed/place-search-name";\n',
        "server/app-env.ts": 'import type { Locale } from "~/app/i18n/locale";\n',
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain("domain/wallet/ is no area of DOMAIN_ORDER");
    expect(result.output).toContain("domain/ must not import db/seed/");
    expect(result.output).toContain("server/ must not import app/");
  });

  it("leaves tests, which set up fixtures through any layer, alone", () => {
    const result = check(
      tree({
        ...clean,
        "domain/listings/x.server.test.ts": 'import { r } from "../moderation/review-listing.server";\n',
      }),
    );
    expect(result.status).toBe(0);
  });
});
