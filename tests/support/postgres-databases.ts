import pg from "pg";

/**
 * The URL of a test database on the server of `baseUrl`: `<base name>_mandi_<TEST_DB_SUFFIX><label>`.
 * TEST_DB_SUFFIX keeps runs that share one server (two checkouts, two people) out of each other's databases.
 */
export function postgresTestDatabaseUrl(baseUrl: string, label: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${url.pathname.slice(1) || "test"}_mandi_${process.env.TEST_DB_SUFFIX ?? ""}${label}`;
  return url.toString();
}

/**
 * Drops the database of `url` (closing its connections) and creates it again, empty or as a copy of `template`;
 * with `drop`, only drops it. Runs on the server's maintenance connection of `baseUrl`. Answers the database name.
 */
export async function recreatePostgresDatabase(
  baseUrl: string,
  url: string,
  options: { template?: string; drop?: boolean } = {},
): Promise<string> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    if (!options.drop) {
      await admin.query(
        options.template
          ? `create database "${name}" template "${options.template}"`
          : `create database "${name}"`,
      );
    }
  } finally {
    await admin.end();
  }
  return name;
}
