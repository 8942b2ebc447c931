import pg from "pg";

/**
 * A new, empty PostgreSQL database on the server `serverUrl` names (the first Mandi started on it migrates and
 * seeds it), and a way to drop it again.
 */
export async function createFreshDatabase(serverUrl: string, name: string) {
  const admin = async (query: string) => {
    const url = new URL(serverUrl);
    url.pathname = "/postgres";
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  const drop = () => admin(`drop database if exists "${name}" with (force)`);
  await drop();
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop };
}
