// `npm run db:migrate`: applies the migrations the configured database lacks, then exits — the release step for
// operators who migrate before starting instances (MIGRATE_ON_START=false, decision 028). On PostgreSQL it takes
// the start-up advisory lock, so it may run while instances start or from several places at once: each migration
// is applied once. With the embedded database, stop Mandi first: one PGlite folder, one process.
import { openCommandDatabase } from "./command-database";
import { ConfigError, loadConfig } from "./config";

async function main(): Promise<void> {
  const config = loadConfig(process.env, { persistGeneratedSecret: false });
  const { database, where } = await openCommandDatabase(config);
  try {
    const started = performance.now();
    const { applied, total } = await database.migrate();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      applied === 0
        ? `${where} is current: ${total} migrations applied, none missing.`
        : `Applied ${applied} migrations to ${where} in ${seconds} s (${total} in all).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
