import { eq, sql } from "drizzle-orm";
import { listings } from "~/db/schema";
import type { Services } from "../shared/services";

type Db = Services["db"];

export interface ListingVersion {
  /** Moves with every change the owner makes: edit, photos, status, renewal, deletion. */
  updatedAt: number;
  /** The expiry sweep changes the status without touching updatedAt. */
  status: string;
  expiresAt: number;
}

/** Built once per database: this read runs on every listing page view, building it each time cost more than it. */
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

function prepare(db: Db) {
  return db
    .select({ updatedAt: listings.updatedAt, status: listings.status, expiresAt: listings.expiresAt })
    .from(listings)
    .where(eq(listings.id, sql.placeholder("id")))
    .prepare("get_listing_version");
}

/**
 * What tells whether a copy of the listing's page rendered earlier still shows the ad as it is: one primary-key
 * read. Null when no listing has that id.
 */
export async function getListingVersion(
  { db }: Pick<Services, "db">,
  input: { id: number },
): Promise<ListingVersion | null> {
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ id: input.id });
  return row
    ? { updatedAt: row.updatedAt.getTime(), status: row.status, expiresAt: row.expiresAt.getTime() }
    : null;
}
