import { sql } from "drizzle-orm";
import { listings } from "~/db/schema";
import type { Services } from "../shared/services";
import { EXPIRING_STATUSES } from "./listing-lifecycle";
import { listingsChanged } from "./search-cache.server";

/**
 * Writes down what has already happened: every ad past its expiry becomes 'expired'. One UPDATE over the
 * (status, expires_at) index, cheap enough to run every minute; returns how many ads it expired.
 */
export async function expireListings(
  { db }: Pick<Services, "db">,
  input: { now?: Date } = {},
): Promise<number> {
  const now = input.now ?? new Date();
  const statuses = sql.join(
    EXPIRING_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  // Both drivers (PGlite, node-postgres) answer raw SQL with `{ rows }`.
  const result = (await db.execute(sql`
    with done as (
      update ${listings} set status = 'expired'
      where ${listings.status} in (${statuses}) and ${listings.expiresAt} <= ${now}
      returning 1
    )
    select count(*)::int as expired from done`)) as unknown as { rows: { expired: number }[] };
  const expired = Number(result.rows[0]?.expired ?? 0);
  if (expired > 0) await listingsChanged(db);
  return expired;
}
