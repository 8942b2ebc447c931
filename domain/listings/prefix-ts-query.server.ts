import { sql } from "drizzle-orm";
import type { Services } from "../shared/services";

// Every quoted lexeme of the tsquery text ('iphon', 'o''neil') gets the prefix marker :*.
const LEXEME = "'((?:[^']|'')+)'";
const AS_PREFIX = "'\\1':*";

/**
 * Turns what a person typed into a tsquery text with web-search syntax ("exact phrase", -exclude, or) where
 * every word also matches as a prefix, so `iph` finds iPhone. Empty when nothing searchable is left (only
 * stop words or punctuation); the caller then does not filter by text at all.
 */
export async function prefixTsQuery({ db }: Pick<Services, "db">, text: string): Promise<string> {
  // Both drivers (PGlite, node-postgres) answer raw SQL with `{ rows }`.
  const result = (await db.execute(
    sql`select regexp_replace(websearch_to_tsquery('english', ${text})::text, ${LEXEME}, ${AS_PREFIX}, 'g') as query`,
  )) as unknown as { rows: { query: string }[] };
  return (result.rows[0]?.query ?? "").trim();
}
